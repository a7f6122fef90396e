import { memo, useDeferredValue } from 'react';
import type { TideRule } from '@mare/domain';
import { fitSpanMinutes, spanWords, tideRuleLabel } from '@mare/domain/tides/rule-words';
import { Badge } from '../components/Badge/Badge.tsx';
import { useTides } from './useTides.tsx';
import styles from './tides.module.css';

/**
 * One departure's tide, under its date and time: "Maré baixa, 0,2 m às 10:40" (the river's month
 * on a river beach), and whether it suits the tour's tide rule. Its line is kept while the tide
 * code loads, so the list does not move; nothing for a tour without a beach, or a beach without
 * a tide or a river season. Memoized: the list renders again with every change of the page
 * around it, and a departure's tide takes milliseconds to compute.
 */
export const DepartureTide = memo(function DepartureTide({
  beachId,
  startsAt,
  rule = null,
  durationMinutes = 0,
}: {
  beachId: string | null | undefined;
  startsAt: string;
  rule?: TideRule | null;
  /** The tour's length: the rule must hold from the departure that long (up to two hours). */
  durationMinutes?: number;
}) {
  const state = useTides(beachId);
  // Drawn right after the list that holds it, in a render React can split: a departure's tide
  // takes a few milliseconds, and a list that arrives with its data renders in one task.
  const drawn = useDeferredValue(true, false);
  if (!beachId || state.status === 'error') return null;
  if (state.status === 'pending' || !drawn) return <span className={styles.departureTide} />;
  const { tides } = state;
  const instant = new Date(startsAt);
  const text = tides.departureTideText(beachId, instant);
  if (text === null) return null;
  const met = tides.departureMeetsRule(rule, beachId, instant, durationMinutes);
  return (
    <span className={styles.departureTide}>
      <span>{text}</span>
      {met !== null && (
        <Badge tone={met ? 'success' : 'neutral'}>
          {met ? 'Maré ideal' : 'Fora da maré ideal'}
        </Badge>
      )}
    </span>
  );
});

/** What "Maré ideal" means on the departures of a tour with a tide rule. */
export function TideRuleNote({
  rule,
  durationMinutes,
}: {
  rule: TideRule | null;
  durationMinutes: number;
}) {
  const state = useTides();
  if (!rule || state.status !== 'success') return null;
  return (
    <p className={styles.ruleNote}>
      {`Este passeio é feito ${tideRuleLabel(rule)}: “Maré ideal” marca as saídas em que a previsão atende a essa condição por ${spanWords(fitSpanMinutes(durationMinutes))} a partir da saída.`}
    </p>
  );
}
