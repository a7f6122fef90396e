import { memo, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { ProviderProfile } from '@mare/domain';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { ButtonSlot } from '../../components/Button/ButtonSlot.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Fact, FactList } from '../../components/FactList/FactList.tsx';
import { formatBRL } from '../../components/format/format.ts';
import { QueryGate } from '../../components/QueryGate/QueryGate.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import {
  CadasturBadge,
  beachNames,
  businessTypeLabel,
  joinNames,
  languagesLabel,
  providerPicture,
  providersOnBeachPath,
} from '../../providers-nearby/index.ts';
import { pictureAttributes } from '../../public-page/beach-pictures.ts';
import { Breadcrumbs } from '../../public-page/Breadcrumbs.tsx';
import { JsonLd } from '../../public-page/JsonLd.tsx';
import { PageHead, SITE_NAME } from '../../public-page/PageHead.tsx';
import { breadcrumbList } from '../../public-page/structured-data.ts';
import { useArrivalFocus } from '../../public-page/useArrivalFocus.ts';
import { ReviewsSection } from '../../reviews/ReviewsSection.tsx';
import { Stars } from '../../reviews/Stars.tsx';
import { PATHS, providerPath } from '../../routes.ts';
import { useProviderProfile } from './api/profile-query.ts';
import { BeachTours } from './BeachTours.tsx';
import {
  PROVIDERS_TITLE,
  cadasturVerifiedLabel,
  descriptionOf,
  durationLabel,
  providerWhatsAppUrl,
} from './provider-format.ts';
import { providerBusiness } from './provider-structured-data.ts';
import { REQUEST_ANCHOR, RequestForm } from './RequestForm.tsx';
import styles from './providers.module.css';

export const PROVIDER_NOT_FOUND_TITLE = 'Prestador não encontrado';

function ProviderNotFound() {
  const headingRef = useArrivalFocus<HTMLHeadingElement>();
  return (
    <section className={styles.header} aria-labelledby="prestador-nao-encontrado">
      <title>{`${PROVIDER_NOT_FOUND_TITLE} — ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <h1 id="prestador-nao-encontrado" ref={headingRef} tabIndex={-1} className={styles.title}>
        {PROVIDER_NOT_FOUND_TITLE}
      </h1>
      <p className={styles.text}>
        O endereço pode estar incompleto, ou o prestador não oferece mais serviços pela Maré.
      </p>
      <p className={styles.text}>
        <Link to={PATHS.providers} className={styles.link}>
          Ver todos os guias e serviços
        </Link>
      </p>
    </section>
  );
}

/** The page's shape while it loads (QueryGate marks it busy and says so). */
function ProviderLoading() {
  return (
    <div className={styles.page}>
      <Skeleton width="60%" height="2.4rem" />
      <Skeleton lines={2} />
      <Skeleton height="14rem" radius="var(--radius-md)" />
    </div>
  );
}

/** The Cadastur box: the number and the day the team saw it, or that it was not verified yet. */
function Cadastur({ provider }: { provider: ProviderProfile }) {
  if (!provider.cadastur) return null;
  return (
    <section aria-labelledby="cadastur" className={styles.cadastur}>
      <h2 id="cadastur" className={styles.asideTitle}>
        Cadastur
      </h2>
      {provider.cadastur_verified_at ? (
        <>
          <p className={styles.badges}>
            <CadasturBadge />
          </p>
          <p className={styles.text}>{`Número ${provider.cadastur}`}</p>
          <p className={styles.note}>{cadasturVerifiedLabel(provider.cadastur_verified_at)}</p>
        </>
      ) : (
        <p className={styles.text}>
          {`Número informado: ${provider.cadastur}. Ainda não verificado pela equipe Maré.`}
        </p>
      )}
    </section>
  );
}

function Services({
  provider,
  onChoose,
}: {
  provider: ProviderProfile;
  onChoose: (serviceId: string) => void;
}) {
  return (
    <section aria-labelledby="servicos">
      <h2 id="servicos" className={styles.sectionTitle}>
        Serviços
      </h2>
      <ul className={styles.services}>
        {provider.services.map((service) => (
          <li key={service.id}>
            <Card as="article" outlined aria-labelledby={`servico-${service.id}`}>
              <div className={styles.service}>
                <h3 id={`servico-${service.id}`} className={styles.serviceTitle}>
                  {service.title}
                </h3>
                {service.description && <p className={styles.text}>{service.description}</p>}
                <FactList>
                  <Fact term="Preço">
                    {service.price === null ? 'Sob consulta' : formatBRL(service.price)}
                  </Fact>
                  {service.duration_minutes !== null && (
                    <Fact term="Duração">{durationLabel(service.duration_minutes)}</Fact>
                  )}
                  {service.area && <Fact term="Onde">{service.area}</Fact>}
                </FactList>
                {service.included.length > 0 && (
                  <>
                    <h4 className={styles.includedTitle}>Inclui</h4>
                    <ul className={styles.included}>
                      {service.included.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </>
                )}
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onChoose(service.id)}
                  aria-describedby={`servico-${service.id}`}
                >
                  Solicitar este serviço
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Memoised: the profile's live answer keeps the build's object when it is unchanged (see
 * `providerProfileQuery`), so its arrival re-renders the gate, not the page.
 */
const ProviderView = memo(function ProviderView({ provider }: { provider: ProviderProfile }) {
  const location = useLocation();
  // Back from sign-in to the form: the form takes the focus, not the heading.
  const toForm = location.hash === `#${REQUEST_ANCHOR}`;
  const headingRef = useArrivalFocus<HTMLHeadingElement>(provider.id);
  const [chosen, setChosen] = useState<{ id: string; at: number } | null>(null);
  const path = providerPath(provider.slug);
  const picture = providerPicture(provider);
  const beaches = beachNames(provider.beaches);
  const languages = languagesLabel(provider.languages);
  const type = businessTypeLabel(provider.business_type);
  const where = [provider.cidade, joinNames(beaches)].filter(Boolean).join(' · ');
  const description =
    descriptionOf(provider.about) ||
    `${type}${where ? ` em ${where}` : ''}: serviços, preços e avaliações na Maré.`;
  const crumbs = [
    { name: 'Início', path: PATHS.home },
    { name: PROVIDERS_TITLE, path: PATHS.providers },
    { name: provider.business_name, path },
  ];
  return (
    <div className={styles.page}>
      <PageHead
        title={`${provider.business_name} — ${type}`}
        description={description}
        path={path}
        image={
          picture ? { path: picture.src, alt: picture.alt, width: 1200, height: 675 } : undefined
        }
      />
      <JsonLd data={() => providerBusiness(provider, path)} />
      <JsonLd data={() => breadcrumbList(crumbs)} />
      <Breadcrumbs items={crumbs} />
      <header className={styles.header}>
        <div className={styles.headerText}>
          <p className={styles.badges}>
            <Badge tone="info">{type}</Badge>
            {provider.cadastur_verified_at && <CadasturBadge />}
          </p>
          <h1 ref={toForm ? undefined : headingRef} tabIndex={-1} className={styles.title}>
            {provider.business_name}
          </h1>
          {where && <p className={styles.meta}>{where}</p>}
          <p className={styles.text}>
            <Stars average={provider.rating_avg} count={provider.rating_count} showEmpty />
          </p>
        </div>
        {picture && (
          <img
            className={styles.photo}
            {...pictureAttributes(picture.src)}
            alt={picture.alt}
            width={1200}
            height={675}
            fetchPriority="high"
            decoding="async"
          />
        )}
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          {provider.about && (
            <section aria-labelledby="sobre">
              <h2 id="sobre" className={styles.sectionTitle}>
                Sobre
              </h2>
              {provider.about.split(/\n+/).map((paragraph, index) => (
                <p key={index} className={styles.text}>
                  {paragraph}
                </p>
              ))}
            </section>
          )}
          <section aria-labelledby="onde-atende">
            <h2 id="onde-atende" className={styles.sectionTitle}>
              Onde atende e idiomas
            </h2>
            <FactList>
              {beaches.length > 0 && (
                <Fact term="Praias">
                  {provider.beaches.map((id, index) => (
                    <span key={id}>
                      <Link to={providersOnBeachPath(id)} className={styles.link}>
                        {beachNames([id])[0]}
                      </Link>
                      {index < provider.beaches.length - 1 ? ',' : ''}
                    </span>
                  ))}
                </Fact>
              )}
              {provider.area_served && <Fact term="Região atendida">{provider.area_served}</Fact>}
              {languages && <Fact term="Idiomas">{languages}</Fact>}
            </FactList>
          </section>
          <Services provider={provider} onChoose={(id) => setChosen({ id, at: Date.now() })} />
          <ReviewsSection providerId={provider.id} titleClassName={styles.sectionTitle} />
          <BeachTours beachIds={provider.beaches} />
        </div>
        <aside className={styles.aside}>
          <Card as="section" padding="lg" aria-labelledby="contato" id={REQUEST_ANCHOR}>
            <div className={styles.asideStack}>
              <h2 id="contato" className={styles.asideTitle}>
                Contato
              </h2>
              {provider.whatsapp && (
                <ButtonSlot variant="secondary" fullWidth>
                  <a
                    href={providerWhatsAppUrl(provider.whatsapp, provider.business_name)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Conversar pelo WhatsApp
                  </a>
                </ButtonSlot>
              )}
              <Cadastur provider={provider} />
              <RequestForm provider={provider} chosen={chosen} />
            </div>
          </Card>
        </aside>
      </div>
    </div>
  );
});

/** `/prestadores/:slug`: a provider's profile, services, reviews, and the way to ask for one. */
export function ProviderScreen() {
  const { slug = '' } = useParams();
  return (
    <QueryGate
      query={useProviderProfile(slug)}
      loading={<ProviderLoading />}
      loadingLabel="Carregando prestador..."
      title="Prestador indisponível no momento"
    >
      {(provider) =>
        provider ? <ProviderView key={provider.id} provider={provider} /> : <ProviderNotFound />
      }
    </QueryGate>
  );
}

export default ProviderScreen;
