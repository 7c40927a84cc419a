import { useId } from 'react';
import {
    Accordion,
    AccordionDetails,
    AccordionSummary,
    Box,
    Button,
    Card,
    CardContent,
    Chip,
    List,
    ListItem,
    ListItemButton,
    ListItemIcon,
    ListItemText,
    Stack,
    Typography,
    useMediaQuery,
    type Theme,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLatestFilters } from './useLatestFilters';

export interface FilterChoice {
    label: string;
    /** The filter it sets, e.g. { inStock: false }. */
    value: Record<string, string | boolean>;
}

export interface FilterGroup {
    label: string;
    choices: FilterChoice[];
}

const isChosen = (value: FilterChoice['value'], filters: Record<string, unknown>) =>
    Object.entries(value).every(([key, v]) => filters[key] === v);

/** The filters' keys that the groups set. */
const keysOf = (groups: FilterGroup[]) => new Set(groups.flatMap((g) => g.choices.flatMap((c) => Object.keys(c.value))));

/**
 * The list's filters, as Posters Galore's sidebar: each choice toggles its filter (one
 * per group), marked by a tick and aria-pressed, not by colour alone. A sidebar from the
 * md breakpoint up; above the list, folded, on a phone. `inline`: a row of chips above
 * the list at every width (a list with one or two groups).
 */
export const FilterPanel = ({ groups, inline = false }: { groups: FilterGroup[]; inline?: boolean }) => {
    const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
    const { filterValues, current, apply } = useLatestFilters();
    const keys = keysOf(groups);
    const active = Object.keys(filterValues).filter((k) => keys.has(k)).length;
    const toggle = (choice: FilterChoice) => {
        const now = current();
        const next = { ...now };
        if (isChosen(choice.value, now)) for (const key of Object.keys(choice.value)) delete next[key];
        else Object.assign(next, choice.value);
        apply(next);
    };
    const clear = () => apply(Object.fromEntries(Object.entries(current()).filter(([k]) => !keys.has(k))));
    const body = (
        <>
            {groups.map((group) => (
                <FilterGroupList key={group.label} group={group} filters={filterValues} onToggle={toggle} />
            ))}
            {active > 0 && (
                <Button size="small" onClick={clear} sx={{ mt: 1 }}>
                    Clear filters
                </Button>
            )}
        </>
    );
    const title = `Filters${active ? ` (${active} on)` : ''}`;
    if (inline) {
        return (
            <Stack
                direction="row"
                spacing={1}
                useFlexGap
                component="section"
                aria-label="Filters"
                sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}
            >
                {groups.map((group) => (
                    <Stack
                        key={group.label}
                        direction="row"
                        spacing={0.5}
                        useFlexGap
                        role="group"
                        aria-label={group.label}
                        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
                    >
                        <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
                            {group.label}:
                        </Typography>
                        {group.choices.map((choice) => {
                            const chosen = isChosen(choice.value, filterValues);
                            return (
                                <Chip
                                    key={choice.label}
                                    label={choice.label}
                                    size="small"
                                    icon={chosen ? <CheckIcon aria-hidden /> : undefined}
                                    color={chosen ? 'primary' : 'default'}
                                    variant={chosen ? 'filled' : 'outlined'}
                                    aria-pressed={chosen}
                                    onClick={() => toggle(choice)}
                                />
                            );
                        })}
                    </Stack>
                ))}
            </Stack>
        );
    }
    if (small) {
        return (
            <Accordion disableGutters sx={{ mb: 2 }} slotProps={{ heading: { component: 'h2' } }}>
                <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                    <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
                </AccordionSummary>
                <AccordionDetails sx={{ pt: 0 }}>{body}</AccordionDetails>
            </Accordion>
        );
    }
    return (
        <Card component="aside" aria-label="Filters" sx={{ width: 220, flexShrink: 0, alignSelf: 'flex-start', order: -1 }}>
            <CardContent>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    {title}
                </Typography>
                {body}
            </CardContent>
        </Card>
    );
};

const FilterGroupList = ({
    group,
    filters,
    onToggle,
}: {
    group: FilterGroup;
    filters: Record<string, unknown>;
    onToggle: (choice: FilterChoice) => void;
}) => {
    const id = useId();
    return (
        <Box sx={{ mt: 1.5 }}>
            <Typography id={id} variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 2 }}>
                {group.label}
            </Typography>
            <List dense disablePadding aria-labelledby={id}>
                {group.choices.map((choice) => {
                    const chosen = isChosen(choice.value, filters);
                    return (
                        <ListItem key={choice.label} disablePadding>
                            <ListItemButton
                                selected={chosen}
                                aria-pressed={chosen}
                                onClick={() => onToggle(choice)}
                                sx={{ borderRadius: 1, py: 0.25 }}
                            >
                                <ListItemIcon sx={{ minWidth: 26 }}>{chosen && <CheckIcon fontSize="small" aria-hidden />}</ListItemIcon>
                                <ListItemText primary={choice.label} />
                            </ListItemButton>
                        </ListItem>
                    );
                })}
            </List>
        </Box>
    );
};
