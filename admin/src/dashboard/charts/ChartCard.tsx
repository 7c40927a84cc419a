import { Suspense, useId, useState } from 'react';
import {
    Box,
    Button,
    Card,
    CardContent,
    Skeleton,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import type { Dashboard } from '@farmsite/domain';
import { visuallyHidden } from '../../common/visuallyHidden';
import type { ChartTable } from './chartData';
import type { DashboardChart } from './index';

const CHART_HEIGHT = 260;

/** The chart's figures as a table with its caption: read by screen readers always, shown when asked. */
const FiguresTable = ({ table, shown }: { table: ChartTable; shown: boolean }) => (
    <Table size="small" sx={shown ? undefined : visuallyHidden}>
        <caption style={shown ? { captionSide: 'top', textAlign: 'left', padding: 0 } : undefined}>{table.caption}</caption>
        <TableHead>
            <TableRow>
                {table.columns.map((c) => (
                    <TableCell key={c} component="th" scope="col">
                        {c}
                    </TableCell>
                ))}
            </TableRow>
        </TableHead>
        <TableBody>
            {table.rows.map((row) => (
                <TableRow key={String(row[0])}>
                    {row.map((cell, i) =>
                        i === 0 ? (
                            <TableCell key={i} component="th" scope="row">
                                {cell}
                            </TableCell>
                        ) : (
                            <TableCell key={i}>{cell}</TableCell>
                        ),
                    )}
                </TableRow>
            ))}
        </TableBody>
    </Table>
);

/**
 * One chart of the dashboard: its title, its text alternative, the chart (hidden from
 * screen readers, which read the table), and "Show as table" for anyone who prefers the
 * figures.
 */
export const ChartCard = ({ chart, data }: { chart: DashboardChart; data: Dashboard }) => {
    const [asTable, setAsTable] = useState(false);
    const headingId = useId();
    const drawable = chart.hasData(data);
    return (
        <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }} data-chart={chart.id}>
            <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                    <Typography id={headingId} variant="h6" component="h2">
                        {chart.title}
                    </Typography>
                    {drawable && (
                        <Button size="small" aria-pressed={asTable} onClick={() => setAsTable((t) => !t)}>
                            Show as table
                        </Button>
                    )}
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {chart.summary(data)}
                </Typography>
                {drawable && (
                    <>
                        {!asTable && (
                            <Box aria-hidden="true" sx={{ height: CHART_HEIGHT, minWidth: 0 }}>
                                <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>
                                    <chart.Chart data={data} />
                                </Suspense>
                            </Box>
                        )}
                        <FiguresTable table={chart.table(data)} shown={asTable} />
                    </>
                )}
            </CardContent>
        </Card>
    );
};
