import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '../common/useAppDataProvider';

/** The dashboard's figures in one call, fresh on each visit and every minute while it is open. */
export function useDashboard() {
    const dataProvider = useAppDataProvider();
    return useQuery({ queryKey: ['dashboard'], queryFn: () => dataProvider.getDashboard(), retry: false, refetchInterval: 60_000 });
}
