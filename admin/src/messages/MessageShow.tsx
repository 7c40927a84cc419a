import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Card, Stack } from '@mui/material';
import { Show, useRecordContext } from 'react-admin';
import type { ContactMessage } from '../dataProvider';
import { PageHeader } from '../layout/PageHeader';
import { FlagToggle } from './FlagToggle';
import { MessageDetail } from './MessageDetail';

const Heading = () => {
    const record = useRecordContext<ContactMessage>();
    if (!record) return null;
    return (
        <PageHeader
            title={`Message from ${record.name}`}
            subtitle={record.handled ? 'Handled' : 'To handle'}
            actions={
                <Stack direction="row" spacing={1}>
                    <FlagToggle flag="read" on="read" off="unread" icons={{ on: <MarkEmailReadIcon />, off: <MarkEmailUnreadIcon /> }} />
                    <FlagToggle
                        flag="handled"
                        on="handled"
                        off="not handled"
                        icons={{ on: <TaskAltIcon />, off: <RadioButtonUncheckedIcon /> }}
                    />
                </Stack>
            }
        />
    );
};

/** /admin/contact-messages/{id}/show: one message and its thread, where the staff email's link leads. */
const MessageShow = () => (
    <Show component="div" actions={false} title="Contact Messages">
        <Box sx={{ pb: 4 }}>
            <Heading />
            <Card>
                <MessageDetail />
            </Card>
        </Box>
    </Show>
);

export default MessageShow;
