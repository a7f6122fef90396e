import { createElement } from 'react';
import { defaultBackend } from '@mare/mocks';
import { AppRoutes } from '../app/AppRoutes.tsx';
import { backendLoader, withApp } from './decorators.tsx';

/** A screen's stories run the app's own routes on the mock backend, at `parameters.route`. */
export const appMeta = {
  render: () => createElement(AppRoutes),
  loaders: [backendLoader],
  decorators: [withApp],
};

/** A loader that plants rows as the database's owner, after the seed is restored. */
export const withRows =
  (sql: string, params: unknown[] = []) =>
  async () => {
    await defaultBackend.fixtures.sql(sql, params);
    return {};
  };
