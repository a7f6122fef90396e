import type { ChangeEvent } from 'react';
import { SelectField, TextField } from '../../forms/index.ts';
import {
  FILTER_PARAMS,
  REGION_OPTIONS,
  parseFilters,
  regionSlug,
  type BlogFilters as Filters,
} from '../../public-page/filters.ts';
import { Card } from '../../components/Card/Card.tsx';
import { formParams } from '../../public-page/filter-form.ts';
import styles from '../../public-page/public-page.module.css';

/**
 * Region, tag and text search. The fields keep what the person types (the URL updates in a
 * transition, too late for controlled fields); the page remounts the form when the URL changes
 * from elsewhere, such as "Limpar filtros" or a link.
 */
export function BlogFilters({
  filters,
  tags,
  onChange,
}: {
  filters: Filters;
  tags: readonly string[];
  onChange: (next: Filters) => void;
}) {
  const update = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const params = formParams(event);
    if (params) onChange(parseFilters(params));
  };
  return (
    <Card>
      <form
        role="search"
        aria-label="Filtrar artigos"
        className={styles.filters}
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField
          label="Região"
          name={FILTER_PARAMS.region}
          placeholder="Todas as regiões"
          options={REGION_OPTIONS}
          defaultValue={regionSlug(filters.region)}
          onChange={update}
        />
        <SelectField
          label="Tag"
          name={FILTER_PARAMS.tag}
          placeholder="Todas as tags"
          options={tags.map((tag) => ({ value: tag, label: tag }))}
          defaultValue={filters.tag}
          onChange={update}
        />
        <TextField
          label="Buscar artigos"
          name={FILTER_PARAMS.query}
          type="search"
          placeholder="Praia, cidade ou assunto"
          autoComplete="off"
          defaultValue={filters.query}
          onChange={update}
        />
      </form>
    </Card>
  );
}
