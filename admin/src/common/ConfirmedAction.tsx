import { useState, type ReactNode } from 'react';
import { Button } from '@mui/material';
import { Confirm } from 'react-admin';

/** An action on someone's account (the owner's), asked for again before it runs. */
export const ConfirmedAction = ({
    label,
    ariaLabel,
    icon,
    title,
    content,
    run,
}: {
    label: string;
    ariaLabel: string;
    icon: ReactNode;
    title: string;
    content: string;
    run: () => Promise<void>;
}) => {
    const [open, setOpen] = useState(false);
    const [pending, setPending] = useState(false);
    const confirm = async () => {
        setPending(true);
        await run();
        setPending(false);
        setOpen(false);
    };
    return (
        <>
            <Button size="small" startIcon={icon} disabled={pending} onClick={() => setOpen(true)} aria-label={ariaLabel}>
                {label}
            </Button>
            <Confirm
                isOpen={open}
                loading={pending}
                title={title}
                content={content}
                confirm={label}
                onConfirm={confirm}
                onClose={() => setOpen(false)}
            />
        </>
    );
};
