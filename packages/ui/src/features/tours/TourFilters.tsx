import type { ChangeEvent } from 'react';
import { Card } from '../../components/Card/Card.tsx';
import { formParams } from '../../public-page/filter-form.ts';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { DateField } from '../../components/DateField/DateField.tsx';
import { SelectField } from '../../components/SelectField/SelectField.tsx';
import { regionSlug } from '../../public-page/filters.ts';
import {
  BEACH_OPTIONS,
  DURATION_OPTIONS,
  PRICE_OPTIONS,
  SORT_OPTIONS,
  TOUR_PARAMS,
  TOUR_REGION_OPTIONS,
  parseTourFilters,
  type TourFilters as Filters,
} from './listing.ts';
import styles from './tours.module.css';

/**
 * Beach, region, day, price, duration, covered zone and order. Uncontrolled fields keep what the
 * person chose while the URL updates; the page remounts the form when the URL changes elsewhere.
 */
export function TourFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (next: Filters) => void;
}) {
  const update = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const params = formParams(event);
    if (params) onChange(parseTourFilters(params));
  };
  return (
    <Card>
      <form
        role="search"
        aria-label="Filtrar passeios"
        className={styles.filtersForm}
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField
          label="Praia"
          name={TOUR_PARAMS.beach}
          placeholder="Todas as praias"
          options={BEACH_OPTIONS}
          defaultValue={filters.beach}
          onChange={update}
        />
        <SelectField
          label="Região"
          name={TOUR_PARAMS.region}
          placeholder="Todas as regiões"
          options={TOUR_REGION_OPTIONS}
          defaultValue={regionSlug(filters.region)}
          onChange={update}
        />
        <DateField
          label="Data"
          name={TOUR_PARAMS.date}
          defaultValue={filters.date}
          onChange={update}
        />
        <SelectField
          label="Preço por adulto"
          name={TOUR_PARAMS.maxPrice}
          placeholder="Qualquer preço"
          options={PRICE_OPTIONS}
          defaultValue={filters.maxPrice === null ? '' : String(filters.maxPrice)}
          onChange={update}
        />
        <SelectField
          label="Duração"
          name={TOUR_PARAMS.duration}
          placeholder="Qualquer duração"
          options={DURATION_OPTIONS}
          defaultValue={filters.duration}
          onChange={update}
        />
        <SelectField
          label="Ordenar por"
          name={TOUR_PARAMS.sort}
          options={SORT_OPTIONS}
          defaultValue={filters.sort}
          onChange={update}
        />
        <Checkbox
          label="Com área coberta"
          hint="Sombra e menos respingos"
          name={TOUR_PARAMS.covered}
          value="1"
          defaultChecked={filters.covered}
          onChange={update}
        />
      </form>
    </Card>
  );
}
