import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ButtonSlot } from '../../components/Button/index.ts';
import { Checkbox } from '../../components/Checkbox/index.ts';
import {
  FormAlert,
  SelectField,
  SubmitButton,
  TextField,
  useZodForm,
  z,
} from '../../forms/index.ts';
import { PATHS } from '../../routes.ts';
import { useBoats, useSaveBoat, type Boat, type BoatKind } from './api/index.ts';
import { Page, VerificationBadge } from './common.tsx';
import { AMENITIES, BOAT_KIND_OPTIONS } from './boat-kinds.ts';
import { checkedValues, intField, textField } from './fields.ts';
import { PhotoField, UPLOADING_LABEL } from './PhotoField.tsx';
import { QueryGate } from '../../components/QueryGate/QueryGate.tsx';
import styles from './boat-owner.module.css';
import { ReviewHistory } from './ReviewNotes.tsx';

const KINDS = ['escuna', 'lancha', 'catamara', 'saveiro', 'jangada', 'outro'] as const;

const schema = z.object({
  name: textField('Informe o nome do barco.', 80),
  kind: z.enum(KINDS, { error: 'Escolha o tipo do barco.' }),
  registration: textField('Informe a inscrição na Capitania dos Portos.', 40),
  capacity: intField('Informe a lotação do cartão de lotação: de 1 a 500 pessoas.', 1, 500),
  amenities: checkedValues,
  other_amenities: textField('', 200, true),
});

function BoatForm({ boat }: { boat: Boat | null }) {
  const save = useSaveBoat();
  const navigate = useNavigate();
  const [photos, setPhotos] = useState<string[]>(boat?.photos ?? []);
  const [uploading, setUploading] = useState(false);
  const known = new Set<string>(AMENITIES);
  const form = useZodForm(schema, {
    name: boat?.name ?? '',
    kind: boat?.kind ?? ('' as BoatKind),
    registration: boat?.registration ?? '',
    capacity: boat ? String(boat.capacity) : '',
    amenities: boat?.amenities.filter((a) => known.has(a)) ?? [],
    other_amenities: boat?.amenities.filter((a) => !known.has(a)).join(', ') ?? '',
  });

  const onSubmit = form.submit(async (values) => {
    const extra = values.other_amenities
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    try {
      const saved = await save.mutateAsync({
        id: boat?.id ?? null,
        input: {
          name: values.name,
          kind: values.kind,
          registration: values.registration,
          capacity: values.capacity,
          amenities: [...values.amenities, ...extra],
          photos,
        },
      });
      // A new boat goes straight to its seats: nothing is sold without them.
      navigate(boat ? PATHS.boatOwnerBoats : `${PATHS.boatOwnerBoats}/${saved.id}/lugares`);
    } catch (error) {
      form.setMessage({ text: (error as Error).message, tone: 'error' });
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Dados do barco">
      {boat ? (
        <div className={styles.row}>
          <VerificationBadge value={boat.verification} />
          {boat.verification === 'refused' && boat.refusal_reason ? (
            <p role="note">
              <strong>Motivo da recusa:</strong> {boat.refusal_reason}
            </p>
          ) : null}
        </div>
      ) : null}
      <TextField label="Nome do barco" autoComplete="off" {...form.field('name')} />
      <SelectField
        label="Tipo"
        placeholder="Escolha o tipo"
        options={BOAT_KIND_OPTIONS}
        {...form.field('kind')}
      />
      <TextField
        label="Inscrição na Capitania dos Portos"
        hint="Como no Título de Inscrição de Embarcação, por exemplo 381-012345-6."
        {...form.field('registration')}
      />
      <TextField
        label="Lotação"
        inputMode="numeric"
        hint="O número de pessoas do cartão de lotação, tripulação e crianças de colo incluídas. Mudar a inscrição ou a lotação leva o barco de volta à verificação: até a nova aprovação, as saídas dele ficam fora de venda."
        {...form.field('capacity')}
      />
      <fieldset className={styles.chips}>
        <legend className={styles.chipsLegend}>Comodidades</legend>
        {AMENITIES.map((amenity) => (
          <Checkbox
            key={amenity}
            label={amenity}
            value={amenity}
            {...form.register('amenities')}
            name="amenities"
          />
        ))}
      </fieldset>
      <TextField
        label="Outras comodidades"
        hint="Separe por vírgulas."
        {...form.field('other_amenities')}
      />
      <PhotoField
        label="Fotos do barco"
        folder="barcos"
        value={photos}
        onChange={setPhotos}
        onBusyChange={setUploading}
      />
      <FormAlert message={form.message?.text} tone={form.message?.tone} />
      <div className={styles.row}>
        <SubmitButton
          pending={form.pending || uploading}
          pendingLabel={uploading ? UPLOADING_LABEL : 'Salvando...'}
        >
          {boat ? 'Salvar barco' : 'Cadastrar barco'}
        </SubmitButton>
        <ButtonSlot variant="ghost">
          <Link to={PATHS.boatOwnerBoats}>Voltar aos barcos</Link>
        </ButtonSlot>
      </div>
    </form>
  );
}

/** Barcos → novo / editar: name, Capitania registration, lotação, amenities, photos. */
export default function BoatFormScreen() {
  const { boatId } = useParams();
  const boats = useBoats();
  if (!boatId)
    return (
      <Page
        title="Cadastrar barco"
        lead="A equipe Maré confere a inscrição e a lotação antes de o barco ir ao ar."
      >
        <BoatForm boat={null} />
      </Page>
    );
  return (
    <QueryGate query={boats} loadingLabel="Carregando o barco...">
      {(list) => {
        const boat = list.find((b) => b.id === boatId) ?? null;
        return boat ? (
          <Page title={`Editar ${boat.name}`}>
            <ReviewHistory subject={{ kind: 'boat', id: boat.id }} />
            <BoatForm boat={boat} />
          </Page>
        ) : (
          <Page title="Barco não encontrado">
            <p>Este barco não existe ou não é seu.</p>
          </Page>
        );
      }}
    </QueryGate>
  );
}
