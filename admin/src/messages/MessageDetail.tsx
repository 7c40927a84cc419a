import { Box, Paper, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { ContactMessage, EmailStatus } from '../dataProvider';
import { EmailStatusList, EmailStatusRow } from '../mail/EmailStatusList';
import { formatTime, isReply } from '../mail/emailStatus';
import { ReplyForm } from './ReplyForm';

const Entry = ({
    who,
    when,
    text,
    reply,
    about = '',
}: {
    who: string;
    when: string;
    text: string;
    reply?: EmailStatus;
    about?: string;
}) => (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none', bgcolor: reply ? 'action.hover' : undefined }}>
        <Typography variant="caption" color="text.secondary" component="p">
            {who} · {formatTime(when)}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography>
        {reply && <EmailStatusRow email={reply} about={about} />}
    </Paper>
);

/** A message with its thread (the visitor's words, then staff's replies), the staff notification, and the reply form. */
export const MessageDetail = () => {
    const record = useRecordContext<ContactMessage>();
    if (!record) return null;
    const emails = record.emails ?? [];
    const replies = emails.filter(isReply);
    const about = `the message from ${record.name}`;
    return (
        <Box sx={{ p: 2, maxWidth: 860 }} onClick={(e) => e.stopPropagation()}>
            <Stack component="ol" spacing={1} aria-label={`Conversation with ${record.name}`} sx={{ p: 0, m: 0 }}>
                <Entry who={`${record.name} <${record.email}>`} when={record.createdAt} text={record.message} />
                {replies.map((reply) => (
                    <Entry key={reply.id} who="Reply" when={reply.createdAt} text={reply.text} reply={reply} about={about} />
                ))}
            </Stack>
            <ReplyForm message={record} />
            <EmailStatusList emails={emails.filter((e) => !isReply(e))} about={about} title="Notifications" />
        </Box>
    );
};
