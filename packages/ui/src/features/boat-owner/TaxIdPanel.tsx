import { formatCnpj, formatCpf } from '@brazilian-utils/brazilian-utils';
import { Button } from '../../components/Button/index.ts';
import { FormAlert, TextField, taxIdField, useZodForm, z } from '../../forms/index.ts';
import { QueryGate, withConnectionHint } from '../../components/QueryGate/QueryGate.tsx';
import { useSaveTaxId, useTaxId } from './api/index.ts';
import styles from '../../dashboard/dashboard.module.css';
import ownerStyles from './boat-owner.module.css';

const schema = z.object({ taxId: taxIdField });

const formatted = (digits: string) =>
  digits.length === 11 ? formatCpf(digits) : formatCnpj(digits);

function TaxIdForm({ saved }: { saved: string | null }) {
  const save = useSaveTaxId();
  const form = useZodForm(schema, { taxId: saved ? formatted(saved) : '' });

  const onSubmit = form.submit(async ({ taxId }) => {
    try {
      await save.mutateAsync({ taxId, saved: saved !== null });
      form.setMessage({ text: 'Documento salvo.', tone: 'success' });
    } catch (error) {
      form.setMessage({ text: (error as Error).message, tone: 'error' });
    }
  });

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="documento-titulo"
    >
      <TextField
        label="CPF ou CNPJ"
        hint="CPF se você oferece os passeios como pessoa física, CNPJ se como empresa. A equipe Maré confere o documento antes de aprovar seus barcos; só você e a equipe o veem."
        inputMode="numeric"
        autoComplete="off"
        error={form.errorOf('taxId')}
        {...form.register('taxId')}
      />
      <FormAlert message={form.message?.text ?? null} tone={form.message?.tone} />
      <Button type="submit" busy={form.pending} busyLabel="Salvando...">
        Salvar documento
      </Button>
    </form>
  );
}

/** The CPF or CNPJ the admins check when they verify the owner's boats. */
export function TaxIdPanel() {
  return (
    <QueryGate
      variant="panel"
      errorMessage={withConnectionHint}
      id="documento-titulo"
      title="Documento para verificação"
      titleClassName={ownerStyles.headingGap}
      query={useTaxId()}
      loadingLabel="Carregando seu documento..."
    >
      {(saved) => <TaxIdForm saved={saved} />}
    </QueryGate>
  );
}
