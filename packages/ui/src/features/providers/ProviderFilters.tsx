import type { ChangeEvent } from 'react';
import { Card } from '../../components/Card/Card.tsx';
import { SelectField } from '../../components/SelectField/SelectField.tsx';
import { formParams } from '../../public-page/filter-form.ts';
import { regionSlug } from '../../public-page/filters.ts';
import {
  BEACH_OPTIONS,
  LANGUAGE_OPTIONS,
  PRICE_OPTIONS,
  PROVIDER_PARAMS,
  REGION_OPTIONS,
  SORT_OPTIONS,
  TYPE_OPTIONS,
  parseDirectoryFilters,
  type DirectoryFilters,
} from './directory.ts';
import styles from './providers.module.css';

/**
 * Beach, region, kind of service, language, price and order. Uncontrolled fields keep what the
 * person chose while the URL updates; the page remounts the form when the URL changes elsewhere.
 */
export function ProviderFilters({
  filters,
  onChange,
}: {
  filters: DirectoryFilters;
  onChange: (next: DirectoryFilters) => void;
}) {
  const update = (event: ChangeEvent<HTMLSelectElement>) => {
    const params = formParams(event);
    if (params) onChange(parseDirectoryFilters(params));
  };
  return (
    <Card>
      <form
        role="search"
        aria-label="Filtrar guias e serviços"
        className={styles.filtersForm}
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField
          label="Praia"
          name={PROVIDER_PARAMS.beach}
          placeholder="Todas as praias"
          options={BEACH_OPTIONS}
          defaultValue={filters.beach}
          onChange={update}
        />
        <SelectField
          label="Região"
          name={PROVIDER_PARAMS.region}
          placeholder="Todas as regiões"
          options={REGION_OPTIONS}
          defaultValue={regionSlug(filters.region)}
          onChange={update}
        />
        <SelectField
          label="Tipo de serviço"
          name={PROVIDER_PARAMS.type}
          placeholder="Todos os tipos"
          options={TYPE_OPTIONS}
          defaultValue={filters.type}
          onChange={update}
        />
        <SelectField
          label="Idioma"
          name={PROVIDER_PARAMS.language}
          placeholder="Qualquer idioma"
          options={LANGUAGE_OPTIONS}
          defaultValue={filters.language}
          onChange={update}
        />
        <SelectField
          label="Preço"
          name={PROVIDER_PARAMS.maxPrice}
          placeholder="Qualquer preço"
          options={PRICE_OPTIONS}
          defaultValue={filters.maxPrice === null ? '' : String(filters.maxPrice)}
          onChange={update}
        />
        <SelectField
          label="Ordenar por"
          name={PROVIDER_PARAMS.sort}
          options={SORT_OPTIONS}
          defaultValue={filters.sort}
          onChange={update}
        />
      </form>
    </Card>
  );
}
