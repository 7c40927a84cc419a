import { DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar, useRedirect } from 'react-admin';
import type { Review } from '../dataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { PageHeader } from '../layout/PageHeader';
import { reviewPayload } from './reviewForm';
import { ReviewFields } from './ReviewFields';

const EditToolbar = () => {
    const toast = useToast();
    const redirect = useRedirect();
    return (
        <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton label="Update Review" />
            <DeleteWithConfirmButton
                mutationMode="pessimistic"
                confirmTitle="Delete this review?"
                confirmContent="This cannot be undone."
                mutationOptions={{
                    onSuccess: () => {
                        toast({ title: 'Review deleted' });
                        redirect('list', 'reviews');
                    },
                    onError: (e: unknown) => toast({ title: 'Failed to delete review', description: messageOf(e), variant: 'error' }),
                }}
            />
        </Toolbar>
    );
};

/** Edits a review, its approval included. */
const ReviewEdit = () => {
    const toast = useToast();
    const redirect = useRedirect();
    return (
        <>
            <PageHeader title="Edit Review" />
            <Edit<Review>
                title=" "
                mutationMode="pessimistic"
                transform={reviewPayload}
                mutationOptions={{
                    onSuccess: (review: Review) => {
                        // A custom onSuccess replaces react-admin's own: go back to the list here.
                        toast({ title: 'Review updated', description: `Review by ${review.author}` });
                        redirect('list', 'reviews');
                    },
                    onError: (error: unknown) =>
                        toast({ title: 'Failed to update review', description: messageOf(error), variant: 'error' }),
                }}
            >
                <SimpleForm toolbar={<EditToolbar />} noValidate>
                    <ReviewFields />
                </SimpleForm>
            </Edit>
        </>
    );
};

export default ReviewEdit;
