import { MenuItem, TextField } from '@mui/material';
import { useListContext } from 'react-admin';

export interface SortChoice {
    label: string;
    field: string;
    order: 'ASC' | 'DESC';
}

/** 'Sort by': the list's order, one of choices (kept in the address like the filters). */
export const SortSelect = ({ choices }: { choices: SortChoice[] }) => {
    const { sort, setSort } = useListContext();
    const current = choices.findIndex((c) => c.field === sort.field && c.order === sort.order);
    return (
        <TextField
            select
            size="small"
            margin="none"
            fullWidth={false}
            label="Sort by"
            value={current === -1 ? '' : String(current)}
            onChange={(e) => {
                const choice = choices[Number(e.target.value)];
                if (choice) setSort({ field: choice.field, order: choice.order });
            }}
            sx={{ flex: '0 1 190px', minWidth: 150 }}
        >
            {choices.map((choice, i) => (
                <MenuItem key={`${choice.field}-${choice.order}`} value={String(i)}>
                    {choice.label}
                </MenuItem>
            ))}
        </TextField>
    );
};
