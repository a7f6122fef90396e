import {
  checkCadastur,
  PROVIDER_LANGUAGES,
  cadasturRequired,
  type BusinessType,
} from '@mare/domain';
import { Button } from '../../components/Button/index.ts';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { fieldStyles } from '../../components/Field/Field.tsx';
import {
  FormAlert,
  SelectField,
  TextField,
  requiredText,
  useZodForm,
  TEXT_LIMITS,
  whatsappField,
  z,
} from '../../forms/index.ts';
import { BUSINESS_TYPES, businessTypeField } from '../../dashboard/business-types.ts';
import { QueryGate, withConnectionHint } from '../../components/QueryGate/QueryGate.tsx';
import {
  useProviderDetails,
  useUpdateProviderDetails,
  type ProviderBusiness,
} from './api/index.ts';
import { saveWithMessage } from '../../dashboard/save-message.ts';
import styles from '../../dashboard/dashboard.module.css';

const AREA_MAX = TEXT_LIMITS.areaServed;
const languageValues = PROVIDER_LANGUAGES.map((l) => l.value) as [
  (typeof PROVIDER_LANGUAGES)[number]['value'],
  ...(typeof PROVIDER_LANGUAGES)[number]['value'][],
];

const text = z.pipe(
  z.optional(z.string()),
  z.transform((value: string | undefined) => value ?? ''),
);

const schema = z
  .object({
    business_name: requiredText('Informe o nome do negócio.', TEXT_LIMITS.businessName),
    business_type: businessTypeField,
    cadastur: text,
    whatsapp: whatsappField,
    cidade: requiredText('Informe a cidade onde você atende.', TEXT_LIMITS.city),
    // One checkbox checked gives a string, several an array, none false (react-hook-form).
    languages: z.pipe(
      z.union([z.array(z.string()), z.string(), z.boolean(), z.undefined()]),
      z.transform((value: string[] | string | boolean | undefined) =>
        Array.isArray(value) ? value : typeof value === 'string' ? [value] : [],
      ),
    ),
    area_served: text,
  })
  .check(
    z.superRefine((values: Record<string, unknown>, context) => {
      const type = values.business_type as BusinessType;
      const cadastur = String(values.cadastur ?? '').trim();
      if (cadastur !== '' || cadasturRequired(type)) {
        const message = checkCadastur(cadastur);
        if (message) context.addIssue({ code: 'custom', message, path: ['cadastur'] });
      }
      const languages = values.languages as string[];
      if (languages.length === 0 || !languages.every((l) => languageValues.includes(l as never)))
        context.addIssue({
          code: 'custom',
          message: 'Escolha ao menos um idioma em que você atende.',
          path: ['languages'],
        });
      if (String(values.area_served ?? '').trim().length > AREA_MAX)
        context.addIssue({
          code: 'custom',
          message: `Use no máximo ${AREA_MAX} caracteres.`,
          path: ['area_served'],
        });
    }),
  );

function DetailsForm({ details }: { details: ProviderBusiness }) {
  const update = useUpdateProviderDetails();
  const form = useZodForm(schema, { ...details, cadastur: details.cadastur ?? '' });
  const type = form.watch('business_type') as BusinessType;
  const optional = !cadasturRequired(type);
  const onSubmit = form.submit(async (values) => {
    const cadastur = values.cadastur.replace(/\D/g, '');
    await saveWithMessage(
      () =>
        update.mutateAsync({
          business_name: values.business_name,
          business_type: values.business_type,
          cadastur: cadastur === '' ? null : cadastur,
          whatsapp: values.whatsapp,
          cidade: values.cidade,
          languages: values.languages as ProviderBusiness['languages'],
          area_served: values.area_served.trim(),
        }),
      form.setMessage,
    );
  });
  const languagesError = form.errorOf('languages');
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="negocio-titulo"
    >
      <TextField
        label="Nome do negócio"
        autoComplete="organization"
        error={form.errorOf('business_name')}
        {...form.register('business_name')}
      />
      <SelectField
        label="Tipo de serviço"
        options={BUSINESS_TYPES}
        error={form.errorOf('business_type')}
        {...form.register('business_type')}
      />
      <TextField
        label={optional ? 'Número do Cadastur (opcional)' : 'Número do Cadastur'}
        autoComplete="on"
        inputMode="numeric"
        hint={
          optional
            ? 'Restaurantes não são obrigados a ter Cadastur; se tiver, informe os 11 dígitos.'
            : 'Registro no Ministério do Turismo, 11 dígitos. Obrigatório para guias, transfers, hospedagens e passeios.'
        }
        error={form.errorOf('cadastur')}
        {...form.register('cadastur')}
      />
      <TextField
        label="WhatsApp"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        error={form.errorOf('whatsapp')}
        {...form.register('whatsapp')}
      />
      <TextField
        label="Cidade onde atende"
        autoComplete="address-level2"
        error={form.errorOf('cidade')}
        {...form.register('cidade')}
      />
      <TextField
        label="Região atendida"
        hint="Bairros, praias ou cidades vizinhas onde você trabalha."
        error={form.errorOf('area_served')}
        {...form.register('area_served')}
      />
      <fieldset
        className={fieldStyles.group}
        aria-invalid={languagesError ? true : undefined}
        aria-describedby={languagesError ? 'idiomas-erro' : undefined}
      >
        <legend className={fieldStyles.legend}>Idiomas em que você atende</legend>
        {PROVIDER_LANGUAGES.map((language) => (
          <Checkbox
            key={language.value}
            label={language.label}
            value={language.value}
            {...form.register('languages')}
          />
        ))}
        {languagesError && (
          <p id="idiomas-erro" className={fieldStyles.error}>
            {languagesError}
          </p>
        )}
      </fieldset>
      <FormAlert message={form.message?.text ?? null} tone={form.message?.tone} />
      <Button type="submit" busy={form.pending} busyLabel="Salvando...">
        Salvar dados do negócio
      </Button>
    </form>
  );
}

/** The provider's profile: business, type, Cadastur (by type), WhatsApp, area, languages. */
export function ProviderDetailsPanel() {
  return (
    <QueryGate
      variant="panel"
      errorMessage={withConnectionHint}
      id="negocio-titulo"
      title="Seu negócio"
      query={useProviderDetails()}
      loadingLabel="Carregando os dados do seu negócio..."
    >
      {(details) =>
        details ? (
          <DetailsForm details={details} />
        ) : (
          <p>
            Não encontramos os dados do seu negócio. Fale com a equipe Maré para completar seu
            cadastro.
          </p>
        )
      }
    </QueryGate>
  );
}
