import { Button, Chip } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import {
    AutocompleteInput,
    CreateButton,
    Datagrid,
    DeleteWithConfirmButton,
    EditButton,
    FunctionField,
    List,
    NullableBooleanInput,
    ReferenceField,
    ReferenceInput,
    SearchInput,
    TextField,
    TopToolbar,
    useRecordContext,
    useUpdate,
} from 'react-admin';
import type { Review } from '../dataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { EmptyState } from '../common/EmptyState';
import { ReviewStars } from './ReviewStars';
import { LongDateField } from '../common/LongDate';

const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search reviews" />,
    <ReferenceInput key="productId" source="productId" reference="products" alwaysOn>
        <AutocompleteInput label="Product" optionText="name" sx={{ minWidth: 240 }} />
    </ReferenceInput>,
    <NullableBooleanInput
        key="approved"
        source="approved"
        label="Status"
        nullLabel="All"
        trueLabel="Approved"
        falseLabel="Hidden"
        alwaysOn
    />,
];

/** Shows the review on its product page, or hides it (PATCH takes only `approved`). */
const ApprovalToggle = () => {
    const record = useRecordContext<Review>();
    const [update, { isPending }] = useUpdate<Review>();
    const toast = useToast();
    if (!record) return null;
    const next = !record.approved;
    return (
        <Button
            size="small"
            startIcon={next ? <VisibilityIcon /> : <VisibilityOffIcon />}
            disabled={isPending}
            aria-label={`${next ? 'Approve' : 'Hide'} review by ${record.author}`}
            onClick={(e) => {
                e.stopPropagation();
                update(
                    'reviews',
                    { id: record.id, data: { approved: next }, previousData: record },
                    {
                        mutationMode: 'pessimistic',
                        onSuccess: () =>
                            toast({
                                title: next ? 'Review approved' : 'Review hidden',
                                description: next
                                    ? `The review by ${record.author} is shown on its product page.`
                                    : `The review by ${record.author} is no longer shown.`,
                            }),
                        onError: (error) => toast({ title: 'Failed to update review', description: messageOf(error), variant: 'error' }),
                    },
                );
            }}
        >
            {next ? 'Approve' : 'Hide'}
        </Button>
    );
};

const DeleteReview = () => {
    const record = useRecordContext<Review>();
    const toast = useToast();
    if (!record) return null;
    return (
        <DeleteWithConfirmButton
            mutationMode="pessimistic"
            redirect={false}
            aria-label={`Delete review by ${record.author}`}
            confirmTitle={`Delete the review by ${record.author}?`}
            confirmContent="This cannot be undone."
            onClick={(e) => e.stopPropagation()}
            mutationOptions={{
                onSuccess: () => toast({ title: 'Review deleted', description: `Review by ${record.author}` }),
                onError: (e: unknown) => toast({ title: 'Failed to delete review', description: messageOf(e), variant: 'error' }),
            }}
        />
    );
};

const ListActions = () => (
    <TopToolbar>
        <CreateButton label="Add Review" />
    </TopToolbar>
);

const excerpt = (text: string) => (text.length > 100 ? `${text.slice(0, 100)}…` : text);

/**
 * Every review, newest first, filtered by product and status. Only approved reviews
 * reach the product pages and their structured data.
 */
const ReviewList = () => {
    useDocumentTitle('Reviews');
    return (
        <List
            title="Reviews"
            sort={{ field: 'createdAt', order: 'DESC' }}
            filters={filters}
            actions={<ListActions />}
            perPage={25}
            exporter={false}
            empty={<EmptyState text="No reviews yet." />}
        >
            <Datagrid rowClick={false} bulkActionButtons={false}>
                <ReferenceField source="productId" reference="products" label="Product" link={false} sortable={false} />
                <FunctionField label="Rating" sortBy="rating" render={(r: Review) => <ReviewStars rating={r.rating} />} />
                <TextField source="author" label="Author" />
                <FunctionField label="Comment" sortable={false} render={(r: Review) => excerpt(r.comment)} />
                <FunctionField
                    label="Status"
                    sortBy="approved"
                    render={(r: Review) => (
                        <Chip size="small" color={r.approved ? 'success' : 'default'} label={r.approved ? 'Approved' : 'Hidden'} />
                    )}
                />
                <LongDateField source="createdAt" label="Added" />
                <ApprovalToggle />
                <EditButton />
                <DeleteReview />
            </Datagrid>
        </List>
    );
};

export default ReviewList;
