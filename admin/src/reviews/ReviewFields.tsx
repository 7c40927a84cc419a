import { AutocompleteInput, BooleanInput, NumberInput, ReferenceInput, TextInput, required } from 'react-admin';
import { limits, messages } from '@farmsite/domain';
import { requiredText } from '../lib/validation';
import { validateRating } from './reviewForm';

const validateProduct = required(messages.productRequired);
const validateAuthor = requiredText(messages.authorRequired);
const validateComment = requiredText(messages.commentRequired);

/** A review's fields, the same for adding and editing. */
export const ReviewFields = () => (
    <>
        <ReferenceInput source="productId" reference="products">
            <AutocompleteInput label="Product" optionText="name" validate={validateProduct} fullWidth />
        </ReferenceInput>
        <NumberInput
            source="rating"
            label={`Rating (${limits.minReviewRating} to ${limits.maxReviewRating})`}
            step={0.1}
            min={limits.minReviewRating}
            max={limits.maxReviewRating}
            validate={validateRating}
        />
        <TextInput
            source="author"
            label="Author"
            helperText="Who wrote it, for example Rondout Wellness (buyer)"
            validate={validateAuthor}
            fullWidth
        />
        <TextInput source="comment" label="Comment" multiline minRows={3} validate={validateComment} fullWidth />
        <BooleanInput source="approved" label="Approved: shown on the product page" />
    </>
);
