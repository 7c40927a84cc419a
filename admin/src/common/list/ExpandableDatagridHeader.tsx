import { Children, isValidElement, useCallback, type MouseEvent, type ReactNode } from 'react';
import { Box, TableCell, TableHead, TableRow } from '@mui/material';
import { DatagridClasses, DatagridHeaderCell, useListContext } from 'react-admin';

const visuallyHidden = {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
} as const;

/**
 * The header of a Datagrid whose rows open (rowClick="expand") and that has no bulk
 * actions: react-admin's own leaves the open/close column's header without a name, which
 * screen readers announce as an empty header; this one calls it "Details".
 */
export const ExpandableDatagridHeader = ({ children, className }: { children?: ReactNode; className?: string }) => {
    const { sort, setSort } = useListContext();
    const updateSort = useCallback(
        (event: MouseEvent<HTMLElement>) => {
            event.stopPropagation();
            const field = event.currentTarget.dataset.field ?? '';
            const order = sort?.field === field ? (sort.order === 'ASC' ? 'DESC' : 'ASC') : (event.currentTarget.dataset.order ?? 'ASC');
            setSort({ field, order: order as 'ASC' | 'DESC' });
        },
        [sort, setSort],
    );
    return (
        <TableHead className={[className, DatagridClasses.thead].filter(Boolean).join(' ')}>
            <TableRow className={`${DatagridClasses.row} ${DatagridClasses.headerRow}`}>
                <TableCell padding="none" className={`${DatagridClasses.headerCell} ${DatagridClasses.expandHeader}`}>
                    <Box component="span" sx={visuallyHidden}>
                        Details
                    </Box>
                </TableCell>
                {Children.map(children, (field, index) => {
                    if (!isValidElement(field)) return null;
                    const props = field.props as { source?: string; sortBy?: string };
                    return (
                        <DatagridHeaderCell
                            className={`${DatagridClasses.headerCell} column-${props.source}`}
                            sort={sort}
                            field={field}
                            isSorting={sort?.field === (props.sortBy || props.source)}
                            key={props.source || index}
                            updateSort={updateSort}
                        />
                    );
                })}
            </TableRow>
        </TableHead>
    );
};
