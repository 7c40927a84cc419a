import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '../common/useAppDataProvider';

/** The dashboard's glance at the leads and the mail, fresh on each visit. */
export function useMailStatus() {
    const dataProvider = useAppDataProvider();
    return useQuery({ queryKey: ['mail-status'], queryFn: () => dataProvider.mailStatus(), retry: false });
}
