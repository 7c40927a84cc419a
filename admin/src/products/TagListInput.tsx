import { useState } from 'react';
import { Box, Button, Chip, IconButton, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import { useInput } from 'react-admin';
import { addTag, moveTag, tagListProblem, type TagListLabels } from './tagList';
import { useFieldErrorText } from '../common/useFieldErrorText';

interface TagListInputProps {
    source: 'effects' | 'terpenes';
    label: string;
    labels: TagListLabels;
    placeholder: string;
}

/**
 * A product's effects or terpenes as chips, in the order the storefront shows them: type
 * one and press Enter (or Add), remove one with its ×, move one with its arrows. The
 * server applies the same rules.
 */
export const TagListInput = ({ source, label, labels, placeholder }: TagListInputProps) => {
    const {
        field,
        fieldState: { error },
    } = useInput<string[]>({ source, defaultValue: [], validate: (value: string[] | undefined) => tagListProblem(labels, value ?? []) });
    const tags: string[] = Array.isArray(field.value) ? field.value : [];
    const errorText = useFieldErrorText();
    const [draft, setDraft] = useState('');
    const [problem, setProblem] = useState<string>();
    const inputId = `${source}-new`;

    const add = () => {
        if (draft.trim() === '') return;
        const result = addTag(labels, tags, draft);
        setProblem(result.problem);
        if (!result.problem) {
            field.onChange(result.tags);
            setDraft('');
        }
    };

    return (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                {label}
            </Typography>
            {tags.length === 0 && (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    None yet
                </Typography>
            )}
            <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ flexWrap: 'wrap', mb: 1, display: tags.length ? 'flex' : 'none' }}
                role="list"
                aria-label={label}
            >
                {tags.map((tag, i) => (
                    <Stack key={`${i}:${tag}`} direction="row" role="listitem" sx={{ alignItems: 'center' }}>
                        <IconButton
                            size="small"
                            aria-label={`Move ${tag} earlier`}
                            disabled={i === 0}
                            onClick={() => field.onChange(moveTag(tags, i, -1))}
                        >
                            <ChevronLeftIcon fontSize="small" />
                        </IconButton>
                        <Chip label={tag} size="small" />
                        <IconButton
                            size="small"
                            aria-label={`Move ${tag} later`}
                            disabled={i === tags.length - 1}
                            onClick={() => field.onChange(moveTag(tags, i, 1))}
                        >
                            <ChevronRightIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                            size="small"
                            aria-label={`Remove ${tag}`}
                            onClick={() => {
                                field.onChange(tags.filter((_, j) => j !== i));
                                setProblem(undefined);
                            }}
                        >
                            <CloseIcon fontSize="small" />
                        </IconButton>
                    </Stack>
                ))}
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField
                    id={inputId}
                    size="small"
                    label={`Add ${labels.singular.toLowerCase()}`}
                    placeholder={placeholder}
                    value={draft}
                    onChange={(e) => {
                        setDraft(e.target.value);
                        setProblem(undefined);
                    }}
                    onKeyDown={(e) => {
                        if (e.key === 'Enter') {
                            e.preventDefault();
                            add();
                        }
                    }}
                    error={!!(problem ?? error)}
                    helperText={problem ?? errorText(error?.message) ?? ' '}
                />
                <Button
                    type="button"
                    startIcon={<AddIcon />}
                    onClick={add}
                    disabled={draft.trim() === ''}
                    aria-label={`Add ${labels.singular.toLowerCase()}`}
                    sx={{ mt: 0.5 }}
                >
                    Add
                </Button>
            </Stack>
        </Box>
    );
};
