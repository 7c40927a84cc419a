import { useEffect, useEffectEvent, useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

interface SearchFieldProps {
    label: string;
    value: string;
    onChange: (value: string) => void;
    /** Wait this long after the last keystroke (server searches); 0 for local lists. */
    debounceMs?: number;
}

/** A labelled search box. */
export const SearchField = ({ label, value, onChange, debounceMs = 300 }: SearchFieldProps) => {
    const [text, setText] = useState(value);
    // A new value from outside (a reset, the URL) replaces what is typed.
    const [given, setGiven] = useState(value);
    if (value !== given) {
        setGiven(value);
        setText(value);
    }
    const settle = useEffectEvent(onChange);
    useEffect(() => {
        if (text === value) return;
        const timer = setTimeout(() => settle(text), debounceMs);
        return () => clearTimeout(timer);
    }, [text, value, debounceMs]);
    return (
        <TextField
            size="small"
            margin="none"
            fullWidth={false}
            sx={{ flex: '1 1 180px', minWidth: 180, maxWidth: 320 }}
            type="search"
            label={label}
            value={text}
            onChange={(e) => setText(e.target.value)}
            slotProps={{
                input: {
                    startAdornment: (
                        <InputAdornment position="start">
                            <SearchIcon fontSize="small" aria-hidden />
                        </InputAdornment>
                    ),
                },
            }}
        />
    );
};
