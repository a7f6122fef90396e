import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { SAMPLE_BEACH_CARDS } from '@mare/domain';
import { buttonClassName } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { ErrorBoundary } from '../../components/ErrorPage/ErrorBoundary.tsx';
import { useHydrated } from '../../hydration/index.ts';
import { PageFallback } from '../../layout/PageFallback.tsx';
import { BOAT_OWNER_SIGN_UP, PATHS } from '../../routes.ts';
import { beachImageAlt } from '../../public-page/beach-pictures.ts';
import { PageHead } from '../../public-page/PageHead.tsx';
import { useArrivalFocus } from '../../public-page/useArrivalFocus.ts';
import { BeachCard } from './BeachCard.tsx';
import styles from './home.module.css';

export const HOME_TITLE = 'Praias brasileiras e passeios de barco';
export const HOME_DOCUMENT_TITLE = 'Maré — praias e passeios de barco no Brasil';
const HOME_DESCRIPTION =
  'Descubra praias brasileiras, leia guias de viagem e reserve passeios de barco com operadores locais.';
const sections = () => import('./home-sections.ts');
const LatestArticles = lazy(() => sections().then((loaders) => loaders.loadLatestArticles()));
const UpcomingTours = lazy(() => sections().then((loaders) => loaders.loadUpcomingTours()));
/** Beach pictures in the first row on most screens load at once; the rest wait for scrolling. */
const EAGER_BEACHES = 2;
// The cards' few fields, not the catalogue: the beaches' texts are not on this page.
const BEACHES = SAMPLE_BEACH_CARDS;
/** The picture shown when the home page is shared. */
const SHARE_BEACH = BEACHES[0];

/**
 * The home page: who Maré is for, its beaches, the next boat tours, the latest articles, partners.
 */
export function HomeScreen() {
  const headingRef = useArrivalFocus<HTMLHeadingElement>();
  // The latest articles are the day's: the prerendered page holds their place until hydrated.
  const hydrated = useHydrated();
  const loadingArticles = <PageFallback label="Carregando artigos..." />;
  const loadingTours = <PageFallback label="Carregando passeios..." />;
  return (
    <div className={styles.home}>
      <PageHead
        title={HOME_TITLE}
        documentTitle={HOME_DOCUMENT_TITLE}
        description={HOME_DESCRIPTION}
        path={PATHS.home}
        image={
          SHARE_BEACH && {
            path: SHARE_BEACH.imageUrl,
            alt: beachImageAlt(SHARE_BEACH),
            width: 1200,
            height: 675,
          }
        }
      />
      <section className={styles.hero} aria-labelledby="home-title" data-surface="inverse">
        <h1 id="home-title" ref={headingRef} tabIndex={-1} className={styles.heroTitle}>
          {HOME_TITLE}
        </h1>
        <p className={styles.heroText}>
          Guias das praias mais bonitas do país e passeios com quem conhece o mar de cada lugar.
        </p>
        <div className={styles.actions}>
          {/* Links with a button's look (not ButtonSlot): the home page's first load stays light. */}
          <Link to={PATHS.blog} className={buttonClassName({ variant: 'accent', size: 'lg' })}>
            Ler o blog
          </Link>
          <Link to={PATHS.tours} className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
            Ver passeios
          </Link>
          <Link to={PATHS.signUp} className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
            Criar conta
          </Link>
        </div>
      </section>
      <section aria-labelledby="praias-titulo">
        <h2 id="praias-titulo" className={styles.sectionTitle}>
          Praias para conhecer
        </h2>
        <ul className={styles.beaches}>
          {BEACHES.map((beach, index) => (
            <li key={beach.id} className={styles.beachItem}>
              <BeachCard
                beach={beach}
                priority={index === 0 ? 'high' : index < EAGER_BEACHES ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="passeios-titulo">
        <div className={styles.sectionHeader}>
          <h2 id="passeios-titulo" className={styles.sectionTitle}>
            Próximos passeios de barco
          </h2>
          <Link to={PATHS.tours} className={styles.sectionLink}>
            Ver todos os passeios
          </Link>
        </div>
        {/* The day's departures and seats: drawn once hydrated, like the latest articles. */}
        <div className={styles.latest}>
          {hydrated ? (
            <ErrorBoundary
              fallback={
                <p role="status">
                  Os próximos passeios não puderam ser carregados agora. Tente recarregar a página
                  em instantes.
                </p>
              }
            >
              <Suspense fallback={loadingTours}>
                <UpcomingTours />
              </Suspense>
            </ErrorBoundary>
          ) : (
            loadingTours
          )}
        </div>
      </section>
      <section aria-labelledby="artigos-titulo">
        <div className={styles.sectionHeader}>
          <h2 id="artigos-titulo" className={styles.sectionTitle}>
            Últimos artigos do blog
          </h2>
          <Link to={PATHS.blog} className={styles.sectionLink}>
            Ver todos os artigos
          </Link>
        </div>
        <div className={styles.latest}>
          {hydrated ? (
            <Suspense fallback={loadingArticles}>
              <LatestArticles />
            </Suspense>
          ) : (
            loadingArticles
          )}
        </div>
      </section>
      <section aria-labelledby="parceiros-titulo">
        <h2 id="parceiros-titulo" className={styles.partnersTitle}>
          Trabalha com turismo no litoral?
        </h2>
        <div className={styles.cards}>
          <Card as="article" padding="lg">
            <h3 className={styles.partnerTitle}>Donos de barco</h3>
            <p>Divulgue seus passeios e organize saídas e passageiros em um só lugar.</p>
            <Link to={BOAT_OWNER_SIGN_UP} className={styles.partnerLink}>
              Cadastrar meu barco
            </Link>
          </Card>
          <Card as="article" padding="lg">
            <h3 className={styles.partnerTitle}>Guias, transfers, restaurantes e hospedagens</h3>
            <p>Apareça para quem está planejando a viagem para a sua praia.</p>
            <Link to={PATHS.providerRegistration} className={styles.partnerLink}>
              Seja um parceiro
            </Link>
          </Card>
        </div>
      </section>
    </div>
  );
}

export default HomeScreen;
