import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '../common/useAppDataProvider';
import { formatFileSize } from '../lib/fileSize';
import { DashboardCard } from '../dashboard/DashboardCard';
import activity from '.';

/** The dashboard's card of the activity log, with its size on disk. */
export const ActivityLogCard = () => {
    const dataProvider = useAppDataProvider();
    const size = useQuery({ queryKey: ['activity-log'], queryFn: () => dataProvider.getActivityLogSize(), retry: false });
    const figures =
        typeof size.data?.bytes === 'number'
            ? ` ${size.data.entries.toLocaleString('en-US')} entries, ${formatFileSize(size.data.bytes)} on disk, kept ${size.data.retentionDays} days.`
            : '';
    return (
        <DashboardCard
            to="/activity"
            icon={<activity.icon sx={{ color: 'primary.main' }} />}
            title="Activity"
            description={`Who changed what, when and from where.${figures}`}
        />
    );
};
