import { RadioGroup } from '../../components/RadioGroup/RadioGroup.tsx';
import { TextField, type FieldRegistration } from '../../forms/index.ts';
import type { TideKind } from './tide-rule-field.ts';
import styles from './boat-owner.module.css';

const CHOICES = [
  { value: 'none', label: 'Sem regra de maré' },
  {
    value: 'below',
    label: 'Só com a maré abaixo de uma altura',
    hint: 'Para piscinas naturais, pedras e bancos de areia que só aparecem na maré baixa.',
  },
  { value: 'falling', label: 'Só na maré vazante', hint: 'Enquanto a maré está baixando.' },
] as const;

/**
 * The tour form's tide rule. The height field shows with the "below a height" choice only; what
 * was typed in it stays while another choice is tried (the form keeps hidden values).
 */
export function TourTideRule({
  kind,
  kindField,
  metresField,
  published,
}: {
  kind: TideKind;
  kindField: FieldRegistration;
  metresField: FieldRegistration;
  published: boolean;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Maré</legend>
      <RadioGroup
        legend="Regra de maré do passeio"
        options={CHOICES}
        defaultValue={kind}
        {...kindField}
      />
      {kind === 'below' ? (
        <TextField
          label="Altura máxima da maré (m)"
          hint="Como nas tábuas de maré, acima do nível de redução. Ex.: 0,5"
          inputMode="decimal"
          {...metresField}
        />
      ) : null}
      <p className={styles.meta}>
        A regra não impede o agendamento: ao agendar saídas, você vê as marés do dia e um aviso para
        cada horário fora da regra. Os visitantes veem os dias de maré boa.
        {published ? ' Mudar a regra não devolve o passeio para revisão.' : ''}
      </p>
    </fieldset>
  );
}
