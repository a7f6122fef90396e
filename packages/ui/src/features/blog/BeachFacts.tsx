import type { Beach } from '@mare/domain';
import { Link } from 'react-router-dom';
import { beachToursPath } from '../../public-page/tour-paths.ts';
import { coordinatesLabel } from '../../public-page/format.ts';
import { openStreetMapUrl } from '../../public-page/external-links.ts';
import { Card } from '../../components/Card/Card.tsx';
import styles from './article.module.css';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';

const CHARACTERISTICS = [
  ['sand', 'Areia'],
  ['sea', 'Mar'],
  ['vegetation', 'Vegetação'],
  ['infrastructure', 'Infraestrutura'],
] as const;

/** What a traveller wants to know about the beach itself, beside the article's text. */
export function BeachFacts({ beach }: { beach: Beach }) {
  return (
    <Card padding="lg" className={styles.facts}>
      <section aria-labelledby="caracteristicas-titulo">
        <h2 id="caracteristicas-titulo" className={styles.sectionTitle}>
          Características da praia
        </h2>
        <dl className={styles.characteristics}>
          {CHARACTERISTICS.map(([key, label]) => (
            <div key={key}>
              <dt className={styles.term}>{label}</dt>
              <dd className={styles.detail}>{beach.characteristics[key]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="atracoes-titulo">
        <h2 id="atracoes-titulo" className={styles.sectionTitle}>
          Atrações próximas
        </h2>
        <ul className={styles.factsText}>
          {beach.nearbyAttractions.map((attraction) => (
            <li key={attraction}>{attraction}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="historia-titulo">
        <h2 id="historia-titulo" className={styles.sectionTitle}>
          História
        </h2>
        <p className={styles.factsText}>{beach.history}</p>
      </section>
      <section aria-labelledby="curiosidades-titulo">
        <h2 id="curiosidades-titulo" className={styles.sectionTitle}>
          Curiosidades
        </h2>
        <ul className={styles.factsText}>
          {beach.curiosities.map((curiosity) => (
            <li key={curiosity}>{curiosity}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="localizacao-titulo">
        <h2 id="localizacao-titulo" className={styles.sectionTitle}>
          Localização
        </h2>
        <p className={styles.factsText}>
          {beach.name} fica em {beach.city} ({beach.state}). Coordenadas:{' '}
          <span className={styles.coordinates}>{coordinatesLabel(beach)}</span>
        </p>
        <a
          className={styles.mapLink}
          href={openStreetMapUrl(beach.latitude, beach.longitude)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Ver no mapa (OpenStreetMap)
          <VisuallyHidden> (abre em nova aba)</VisuallyHidden>
        </a>
      </section>
      <section aria-labelledby="passeios-praia-titulo">
        <h2 id="passeios-praia-titulo" className={styles.sectionTitle}>
          Passeios de barco
        </h2>
        <p className={styles.factsText}>
          Saídas com operadores locais, com os lugares livres e o preço com a taxa de embarque.
        </p>
        <Link className={styles.mapLink} to={beachToursPath(beach.id)}>
          Ver passeios em {beach.name}
        </Link>
      </section>
    </Card>
  );
}
