import { useState, type FormEvent } from 'react';
import { Box, Button, TextField } from '@mui/material';
import ReplyIcon from '@mui/icons-material/Reply';
import { useRefresh } from 'react-admin';
import type { ContactMessage } from '../dataProvider';
import { useAppDataProvider } from '../common/useAppDataProvider';
import { messageOf, useToast } from '../layout/Toast';

/** Staff's answer to a visitor: sent through the outbox, kept with the message, which it marks handled. */
export const ReplyForm = ({ message }: { message: ContactMessage }) => {
    const dataProvider = useAppDataProvider();
    const refresh = useRefresh();
    const toast = useToast();
    const [text, setText] = useState('');
    const [error, setError] = useState('');
    const [sending, setSending] = useState(false);

    const submit = async (e: FormEvent) => {
        e.preventDefault();
        if (!text.trim()) {
            setError('Reply is required');
            return;
        }
        setSending(true);
        try {
            await dataProvider.replyToMessage(message.id, text);
            setText('');
            setError('');
            toast({ title: 'Reply queued', description: `Your reply to ${message.name} is on its way to ${message.email}.` });
            refresh();
        } catch (err) {
            const problem = messageOf(err) ?? 'Failed to send reply';
            setError(problem);
            toast({ title: 'Failed to send reply', description: problem, variant: 'error' });
        } finally {
            setSending(false);
        }
    };

    return (
        <Box component="form" onSubmit={submit} noValidate sx={{ mt: 2 }} onClick={(e) => e.stopPropagation()}>
            <TextField
                label={`Reply to ${message.name}`}
                multiline
                minRows={3}
                fullWidth
                value={text}
                onChange={(e) => setText(e.target.value)}
                error={Boolean(error)}
                helperText={error || `Sent from the site's address to ${message.email}; their answer comes to your inbox.`}
                slotProps={{ htmlInput: { maxLength: 10000 } }}
            />
            <Button type="submit" variant="contained" startIcon={<ReplyIcon />} disabled={sending} sx={{ mt: 1 }}>
                {sending ? 'Sending...' : 'Send reply'}
            </Button>
        </Box>
    );
};
