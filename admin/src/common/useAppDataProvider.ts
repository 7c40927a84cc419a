import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';

/** The data provider with the spec's own calls; 401s from them end the session too. */
export const useAppDataProvider = () => useDataProvider<AppDataProvider>() as unknown as AppDataProvider;
