import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { SAMPLE_BEACHES, slugify } from '@mare/domain';
import { Button, ButtonSlot } from '../../components/Button/index.ts';
import { Textarea } from '../../components/Textarea/index.ts';
import {
  FormAlert,
  SelectField,
  SubmitButton,
  TextField,
  useZodForm,
  z,
} from '../../forms/index.ts';
import { PATHS } from '../../routes.ts';
import {
  useBoats,
  useSaveTour,
  useSubmitTour,
  useTours,
  useWithdrawTour,
  type Boat,
  type ItineraryStop,
  type Tour,
} from './api/index.ts';
import { linesOf, Page, textOf, TourStatusBadge } from './common.tsx';
import { intField, moneyField, reaisOf, textField } from './fields.ts';
import { PhotoField, UPLOADING_LABEL } from './PhotoField.tsx';
import { useTidesLoader, type TidesModule } from '../../tides/index.ts';
import {
  fieldsOf,
  isTideKind,
  metresOf,
  ruleOf,
  TIDE_METRES_MESSAGE,
  TIDE_NO_STATION_MESSAGE,
  TIDES_CHECK_ERROR,
} from './tide-rule-field.ts';
import { TourTideRule } from './TourTideRule.tsx';
import { QueryGate } from '../../components/QueryGate/QueryGate.tsx';
import styles from './boat-owner.module.css';
import { ReviewHistory } from './ReviewNotes.tsx';

const OTHER_PLACE = 'outro';

/** The database takes up to five tiers, each with its own notice (cancellation_tiers_invalid). */
const MAX_TIERS = 5;

const tier = z.object({
  hours_before: intField('Horas de antecedência: de 0 a 720.', 0, 720),
  percent: intField('Percentual de reembolso: de 0 a 100.', 0, 100),
});

const schema = z
  .object({
    title: textField('Dê um título ao passeio (3 a 120 caracteres).', 120),
    slug: textField('Informe o endereço do passeio.', 80),
    beach_id: textField('Escolha a praia ou outro lugar.', 40),
    place: textField('', 120, true),
    summary: textField('Escreva um resumo.', 600),
    itinerary: textField('', 4000, true),
    included: textField('', 2000, true),
    not_included: textField('', 2000, true),
    what_to_bring: textField('', 2000, true),
    meeting_address: textField('', 200, true),
    meeting_instructions: textField('', 500, true),
    duration_minutes: intField('Duração em minutos: de 15 a 1440.', 15, 1440),
    minimum_age: intField('Idade mínima: de 0 a 99 anos.', 0, 99),
    price_adult: moneyField('Preço por adulto em reais, como 120,00.'),
    price_child: moneyField('Preço por criança em reais, como 60,00.'),
    child_max_age: intField('Criança até: de 0 a 17 anos.', 0, 17),
    lap_max_age: textField('', 2, true),
    boarding_fee: moneyField('Taxa de embarque em reais, como 10,00 (ou 0).', 1000),
    default_boat_id: textField('', 40, true),
    tiers: z.array(tier),
    tide_kind: textField('', 10, true),
    tide_metres: textField('', 10, true),
  })
  .check(
    z.superRefine((values, context) => {
      if (values.title.length < 3)
        context.addIssue({
          code: 'custom',
          path: ['title'],
          message: 'Use ao menos 3 caracteres no título.',
        });
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(values.slug))
        context.addIssue({
          code: 'custom',
          path: ['slug'],
          message: 'Use letras minúsculas, números e hífens, como passeio-ilha-do-farol.',
        });
      if (values.beach_id === OTHER_PLACE && !values.place)
        context.addIssue({
          code: 'custom',
          path: ['place'],
          message: 'Informe o lugar do passeio.',
        });
      values.tiers.forEach((t, i) => {
        if (values.tiers.slice(0, i).some((earlier) => earlier.hours_before === t.hours_before))
          context.addIssue({
            code: 'custom',
            path: ['tiers', i, 'hours_before'],
            message: 'Cada faixa precisa de um número de horas diferente.',
          });
      });
      const tideKind = isTideKind(values.tide_kind) ? values.tide_kind : 'none';
      if (tideKind === 'below' && metresOf(values.tide_metres) === null)
        context.addIssue({ code: 'custom', path: ['tide_metres'], message: TIDE_METRES_MESSAGE });
      const lap = values.lap_max_age;
      if (lap && (!/^\d$/.test(lap) || Number(lap) > 5 || Number(lap) >= values.child_max_age))
        context.addIssue({
          code: 'custom',
          path: ['lap_max_age'],
          message: 'Criança de colo: até 5 anos e abaixo da idade de criança (ou deixe vazio).',
        });
    }),
  );

const itineraryText = (tour: Tour) =>
  tour.itinerary.map((s) => (s.minutes ? `${s.title} | ${s.minutes}` : s.title)).join('\n');

/**
 * "Parada no Farol | 40" → a stop of 40 minutes. The form has no field for a stop's
 * description: a stop keeps the one it had, so saving unchanged changes nothing (on a published
 * tour any change to the roteiro sends it back to review).
 */
const itineraryOf = (text: string, before: readonly ItineraryStop[] = []) =>
  linesOf(text).map((line): ItineraryStop => {
    const [title = '', minutes] = line.split('|').map((p) => p.trim());
    const n = Number(minutes);
    const description = before.find((stop) => stop.title === title)?.description;
    return {
      title,
      ...(description ? { description } : {}),
      ...(minutes && Number.isInteger(n) && n > 0 ? { minutes: n } : {}),
    };
  });

function TourForm({ tour, boats }: { tour: Tour | null; boats: Boat[] }) {
  const save = useSaveTour();
  const submit = useSubmitTour();
  const withdraw = useWithdrawTour();
  const navigate = useNavigate();
  const [photos, setPhotos] = useState<string[]>(tour?.photos ?? []);
  const [uploading, setUploading] = useState(false);
  const [slugTouched, setSlugTouched] = useState(Boolean(tour));
  const form = useZodForm(schema, {
    title: tour?.title ?? '',
    slug: tour?.slug ?? '',
    beach_id: tour ? (tour.beach_id ?? OTHER_PLACE) : '',
    place: tour?.place ?? '',
    summary: tour?.summary ?? '',
    itinerary: tour ? itineraryText(tour) : '',
    included: textOf(tour?.included ?? []),
    not_included: textOf(tour?.not_included ?? []),
    what_to_bring: textOf(tour?.what_to_bring ?? []),
    meeting_address: tour?.meeting_point.address ?? '',
    meeting_instructions: tour?.meeting_point.instructions ?? '',
    duration_minutes: String(tour?.duration_minutes ?? 180),
    minimum_age: String(tour?.minimum_age ?? 0),
    price_adult: tour ? reaisOf(tour.price_adult) : '',
    price_child: tour ? reaisOf(tour.price_child) : '',
    child_max_age: String(tour?.child_max_age ?? 11),
    lap_max_age: tour?.lap_max_age === null || !tour ? (tour ? '' : '5') : String(tour.lap_max_age),
    boarding_fee: reaisOf(tour?.boarding_fee ?? 0),
    default_boat_id: tour?.default_boat_id ?? boats.find((b) => b.status !== 'retired')?.id ?? '',
    tiers: (
      tour?.cancellation_tiers ?? [
        { hours_before: 48, percent: 100 },
        { hours_before: 24, percent: 50 },
      ]
    ).map((t) => ({ hours_before: String(t.hours_before), percent: String(t.percent) })),
    ...fieldsOf(tour?.tide_rule ?? null),
  });
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  const titleField = form.field('title');

  const loadTides = useTidesLoader();
  const onSubmit = form.submit(async (values) => {
    const tideRule = isTideKind(values.tide_kind)
      ? ruleOf(values.tide_kind, values.tide_metres)
      : null;
    // A rule needs a tide to check it against: the tide code says which beaches have one.
    let tides: TidesModule | null = null;
    if (tideRule && values.beach_id !== OTHER_PLACE) {
      try {
        tides = await loadTides();
      } catch {
        form.setMessage({ text: TIDES_CHECK_ERROR, tone: 'error' });
        return;
      }
    }
    try {
      if (tideRule && !tides?.tideStationFor(values.beach_id)) {
        form.setError('tide_kind', { message: TIDE_NO_STATION_MESSAGE }, { shouldFocus: true });
        return;
      }
      const saved = await save.mutateAsync({
        id: tour?.id ?? null,
        status: tour?.status,
        input: {
          title: values.title,
          slug: values.slug,
          beach_id: values.beach_id === OTHER_PLACE ? null : values.beach_id,
          place: values.beach_id === OTHER_PLACE ? values.place : null,
          summary: values.summary,
          itinerary: itineraryOf(values.itinerary, tour?.itinerary),
          included: linesOf(values.included),
          not_included: linesOf(values.not_included),
          what_to_bring: linesOf(values.what_to_bring),
          meeting_point: {
            ...(tour?.meeting_point ?? {}),
            address: values.meeting_address,
            instructions: values.meeting_instructions,
          },
          duration_minutes: values.duration_minutes,
          minimum_age: values.minimum_age,
          price_adult: values.price_adult,
          price_child: values.price_child,
          child_max_age: values.child_max_age,
          lap_max_age: values.lap_max_age ? Number(values.lap_max_age) : null,
          boarding_fee: values.boarding_fee,
          cancellation_tiers: values.tiers
            .map((t) => ({ hours_before: t.hours_before, percent: t.percent }))
            .sort((a, b) => b.hours_before - a.hours_before),
          photos,
          default_boat_id: values.default_boat_id || null,
          tide_rule: tideRule,
        },
      });
      if (!tour) navigate(`${PATHS.boatOwnerTours}/${saved.id}`, { replace: true });
    } catch (error) {
      form.setMessage({ text: (error as Error).message, tone: 'error' });
    }
  });

  const status = tour?.status;
  const watchedKind = form.watch('tide_kind') ?? '';
  const tideKind = isTideKind(watchedKind) ? watchedKind : 'none';
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Dados do passeio">
      {tour ? (
        <div className={styles.row}>
          <TourStatusBadge value={tour.status} />
          {status === 'draft' ? (
            <Button
              variant="accent"
              busy={submit.isPending}
              busyLabel="Enviando..."
              onClick={() =>
                submit.mutate(
                  { id: tour.id, title: tour.title },
                  { onError: (error) => form.setMessage({ text: error.message, tone: 'error' }) },
                )
              }
            >
              Enviar para revisão
            </Button>
          ) : null}
          {status === 'in_review' ? (
            <Button
              variant="secondary"
              busy={withdraw.isPending}
              onClick={() => withdraw.mutate({ id: tour.id, title: tour.title })}
            >
              Voltar para rascunho
            </Button>
          ) : null}
        </div>
      ) : null}
      {status === 'published' ? (
        <p className={styles.meta} role="note">
          Este passeio está publicado. Alterar o que o descreve (título, resumo, roteiro, fotos,
          ponto de encontro, duração ou idades) o devolve para revisão: as vendas ficam pausadas até
          a aprovação. Preços e cancelamento mudam na hora, só para as próximas reservas (um aumento
          de mais de 50% também passa por revisão).
        </p>
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>O passeio</legend>
        <TextField
          label="Título"
          {...titleField}
          onChange={(event) => {
            void titleField.onChange(event);
            if (!slugTouched) form.setValue('slug', slugify(event.target.value));
          }}
        />
        <TextField
          label="Endereço na web"
          hint="Aparece em /passeios/… Só letras minúsculas, números e hífens."
          {...form.field('slug')}
          onInput={() => setSlugTouched(true)}
        />
        <SelectField
          label="Praia"
          placeholder="Escolha a praia"
          options={[
            ...SAMPLE_BEACHES.map((b) => ({ value: b.id, label: `${b.name} (${b.state})` })),
            { value: OTHER_PLACE, label: 'Outro lugar' },
          ]}
          {...form.field('beach_id')}
        />
        <TextField
          label="Outro lugar"
          hint="Quando a praia não está na lista."
          {...form.field('place')}
        />
        <Textarea label="Resumo" rows={3} {...form.field('summary')} />
        <PhotoField
          label="Fotos do passeio"
          folder="passeios"
          value={photos}
          onChange={setPhotos}
          onBusyChange={setUploading}
        />
        <SelectField
          label="Barco padrão"
          placeholder="Escolha um barco"
          options={boats
            .filter((b) => b.status !== 'retired')
            .map((b) => ({ value: b.id, label: `${b.name} (lotação ${b.capacity})` }))}
          {...form.field('default_boat_id')}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Roteiro e ponto de encontro</legend>
        <Textarea
          label="Roteiro"
          hint="Uma parada por linha; os minutos depois de |, como: Parada na Praia do Farol | 40"
          rows={5}
          {...form.field('itinerary')}
        />
        <TextField label="Ponto de encontro" {...form.field('meeting_address')} />
        <Textarea
          label="Como chegar ao ponto de encontro"
          rows={2}
          {...form.field('meeting_instructions')}
        />
        <Textarea label="Inclui" hint="Um item por linha." rows={3} {...form.field('included')} />
        <Textarea
          label="Não inclui"
          hint="Um item por linha."
          rows={3}
          {...form.field('not_included')}
        />
        <Textarea
          label="O que levar"
          hint="Um item por linha."
          rows={3}
          {...form.field('what_to_bring')}
        />
      </fieldset>
      <TourTideRule
        kind={tideKind}
        kindField={form.field('tide_kind')}
        metresField={form.field('tide_metres')}
        published={status === 'published'}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Preços e idades</legend>
        <div className={styles.pair}>
          <TextField
            label="Duração (minutos)"
            inputMode="numeric"
            {...form.field('duration_minutes')}
          />
          <TextField label="Idade mínima" inputMode="numeric" {...form.field('minimum_age')} />
          <TextField
            label="Preço por adulto (R$)"
            inputMode="decimal"
            {...form.field('price_adult')}
          />
          <TextField
            label="Preço por criança (R$)"
            inputMode="decimal"
            {...form.field('price_child')}
          />
          <TextField
            label="Criança até (anos)"
            inputMode="numeric"
            {...form.field('child_max_age')}
          />
          <TextField
            label="Criança de colo até (anos)"
            hint="Não paga e não ocupa lugar. Vazio: sem colo."
            inputMode="numeric"
            {...form.field('lap_max_age')}
          />
          <TextField
            label="Taxa de embarque (R$)"
            hint="Por passageiro sentado, mostrada à parte."
            inputMode="decimal"
            {...form.field('boarding_fee')}
          />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Cancelamento pelo visitante</legend>
        <p className={styles.meta}>
          Até 7 dias da compra o reembolso é total (CDC art. 49). Depois, vale a faixa com mais
          antecedência cumprida.
        </p>
        {tiers.fields.map((field, i) => (
          <div key={field.id} className={styles.pair}>
            <TextField
              label={`Faixa ${i + 1}: horas antes`}
              inputMode="numeric"
              {...form.register(`tiers.${i}.hours_before`)}
              error={form.formState.errors.tiers?.[i]?.hours_before?.message}
            />
            <TextField
              label={`Faixa ${i + 1}: reembolso (%)`}
              inputMode="numeric"
              {...form.register(`tiers.${i}.percent`)}
              error={form.formState.errors.tiers?.[i]?.percent?.message}
            />
            <Button variant="ghost" size="sm" onClick={() => tiers.remove(i)}>
              Remover faixa {i + 1}
            </Button>
          </div>
        ))}
        {tiers.fields.length < MAX_TIERS ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => tiers.append({ hours_before: '12', percent: '0' })}
          >
            Adicionar faixa
          </Button>
        ) : (
          <p className={styles.meta}>Até {MAX_TIERS} faixas de cancelamento.</p>
        )}
      </fieldset>
      <FormAlert message={form.message?.text} tone={form.message?.tone} />
      <div className={styles.row}>
        <SubmitButton
          pending={form.pending || uploading}
          pendingLabel={uploading ? UPLOADING_LABEL : 'Salvando...'}
        >
          {tour ? 'Salvar passeio' : 'Criar rascunho'}
        </SubmitButton>
        <ButtonSlot variant="ghost">
          <Link to={PATHS.boatOwnerTours}>Voltar aos passeios</Link>
        </ButtonSlot>
      </div>
    </form>
  );
}

/** Passeios → novo / editar: everything the tour page shows, then the review request. */
export default function TourFormScreen() {
  const { tourId } = useParams();
  const tours = useTours();
  const boats = useBoats();
  return (
    <QueryGate query={boats} loadingLabel="Carregando seus barcos...">
      {(boatList) =>
        !tourId ? (
          <Page
            title="Criar passeio"
            lead="Comece pelo essencial; você pode salvar e voltar depois."
          >
            <TourForm tour={null} boats={boatList} />
          </Page>
        ) : (
          <QueryGate query={tours} loadingLabel="Carregando o passeio...">
            {(list) => {
              const tour = list.find((t) => t.id === tourId);
              return tour ? (
                <Page title={`Editar ${tour.title}`}>
                  <ReviewHistory subject={{ kind: 'tour', id: tour.id }} />
                  <TourForm key={tour.id} tour={tour} boats={boatList} />
                </Page>
              ) : (
                <Page title="Passeio não encontrado">
                  <p>Este passeio não existe ou não é seu.</p>
                </Page>
              );
            }}
          </QueryGate>
        )
      }
    </QueryGate>
  );
}
