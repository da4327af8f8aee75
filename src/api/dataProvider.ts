import simpleRestProvider from 'ra-data-simple-rest';
import { combineDataProviders, type DataProvider } from 'react-admin';
import { type ApiCall, apiCall } from './apiCall';
import { type CustomMethods, createCustomMethods } from './dataProvider/custom';
import { createEngine } from './dataProvider/engine';
import { resources } from './dataProvider/resources';
import { restHttpClient } from './dataProvider/restHttpClient';
import { restApiUrl, restResourceNamed } from './dataProvider/restResources';

export type AppDataProvider = DataProvider & CustomMethods;

export function createDataProvider(call: ApiCall = apiCall): AppDataProvider {
  const engine = createEngine(resources, call);
  const rest = simpleRestProvider(restApiUrl(), restHttpClient);
  const crud = combineDataProviders((resource) => (restResourceNamed(resource) ? rest : engine));
  // the combined provider is a proxy answering every name by resource: its CRUD methods are copied out, so the
  // custom methods (not about one resource) sit beside them
  return { ...crud, ...createCustomMethods(call) };
}

export const dataProvider: AppDataProvider = createDataProvider();

export { type ResourceName, resources } from './dataProvider/resources';
