import { Link } from 'react-router-dom';
import type { ListedProvider } from '@mare/domain';
import { Badge } from '../components/Badge/Badge.tsx';
import { Card, CardMedia } from '../components/Card/Card.tsx';
import { Price } from '../components/Price/Price.tsx';
import { pictureAttributes } from '../public-page/beach-pictures.ts';
import blog from '../public-page/public-page.module.css';
import { Stars } from '../reviews/Stars.tsx';
import { providerPath } from '../routes.ts';
import {
  beachNames,
  businessTypeLabel,
  cardPhoto,
  joinNames,
  languagesLabel,
  providerPicture,
} from './provider-words.ts';
import styles from './providers-nearby.module.css';

/** The Cadastur badge: an admin saw the provider's registration with the Ministério do Turismo. */
export function CadasturBadge() {
  return <Badge tone="success">Cadastur verificado</Badge>;
}

/**
 * A provider in a list: photo, kind of service, the Cadastur badge, where it works, its rating
 * and the price its cheapest service starts at.
 */
export function ProviderCard({
  provider,
  headingLevel = 2,
}: {
  provider: ListedProvider;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const picture = providerPicture(provider);
  const where = [provider.cidade, joinNames(beachNames(provider.beaches))]
    .filter(Boolean)
    .join(' · ');
  const languages = languagesLabel(provider.languages);
  return (
    <Card as="article" padding="none" stretch>
      {picture && (
        <CardMedia
          {...pictureAttributes(cardPhoto(picture.src))}
          alt={picture.alt}
          width={1200}
          height={675}
          loading="lazy"
          fetchPriority="low"
        />
      )}
      <div className={blog.cardBody}>
        <p className={blog.badges}>
          <Badge tone="info">{businessTypeLabel(provider.business_type)}</Badge>
          {provider.cadastur_verified && <CadasturBadge />}
        </p>
        <Heading className={blog.cardTitle}>
          <Link to={providerPath(provider.slug)} className={blog.cardLink}>
            {provider.business_name}
          </Link>
        </Heading>
        {where && <p className={styles.meta}>{where}</p>}
        <p className={styles.rating}>
          <Stars
            average={provider.rating_avg}
            count={provider.rating_count}
            variant="compact"
            showEmpty
          />
        </p>
        {languages && <p className={styles.meta}>{`Idiomas: ${languages}`}</p>}
        <div className={styles.priceLine}>
          {provider.price_from === null ? (
            <p className={styles.onRequest}>Preço sob consulta</p>
          ) : (
            <Price cents={provider.price_from} from />
          )}
        </div>
      </div>
    </Card>
  );
}
