import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../routes.ts';
import styles from './home.module.css';

/** First version of the home page: who Maré is for and where to go next. */
export function HomeScreen() {
  useEffect(() => {
    document.title = 'Maré — praias e passeios de barco no Brasil';
  }, []);
  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title">Praias brasileiras e passeios de barco</h1>
        <p>
          Guias das praias mais bonitas do país e passeios com quem conhece o mar de cada lugar.
        </p>
        <div className={styles.actions}>
          <Link to={PATHS.blog} className={styles.primary}>
            Ler o blog
          </Link>
          <Link to={PATHS.signUp} className={styles.secondary}>
            Criar conta
          </Link>
        </div>
      </section>
      <section className={styles.partners} aria-labelledby="parceiros-titulo">
        <h2 id="parceiros-titulo">Trabalha com turismo no litoral?</h2>
        <div className={styles.cards}>
          <article>
            <h3>Donos de barco</h3>
            <p>Divulgue seus passeios e organize saídas e passageiros em um só lugar.</p>
            <Link to={PATHS.signUp}>Cadastrar meu barco</Link>
          </article>
          <article>
            <h3>Guias, transfers, restaurantes e hospedagens</h3>
            <p>Apareça para quem está planejando a viagem para a sua praia.</p>
            <Link to={PATHS.providerRegistration}>Seja um parceiro</Link>
          </article>
        </div>
      </section>
    </div>
  );
}

export default HomeScreen;
