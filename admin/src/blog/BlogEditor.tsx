import { useEffect, useState } from 'react';
import { Button, Stack } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { CreateBase, DateInput, DateTimeInput, EditBase, Form, SaveButton, SelectInput, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type { BlogPost } from '../dataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { EditorCard } from '../common/EditorCard';
import { UpdateActions } from '../common/UpdateActions';
import { WhenRecordLoaded } from '../common/WhenRecordLoaded';
import { FormErrorToast } from '../common/FormErrorToast';
import { PreviewButton } from '../common/PreviewButton';
import { blogStatusChoices } from '../common/publishing';
import { formatLongDateTime, messages, slugify } from '@farmsite/domain';
import { requiredText, validatePublishDate } from '../lib/validation';
import { blogDefaults, blogPayload, createLabel, savedDescription } from './blogForm';
import { BlogImageInput } from './BlogImageInput';
import { blogPostFields } from '@farmsite/domain';
import { FormCopyCheck } from '../compliance/FormCopyCheck';
import { SearchTextInput } from '../common/SearchTextInput';

const validateTitle = requiredText(messages.titleRequired);
const validateContent = requiredText(messages.contentRequired);
const validatePublishAt = requiredText('Choose when to publish the post');

/** In create mode the slug follows the title. */
const SlugFromTitle = () => {
    const title: string = useWatch({ name: 'title' }) ?? '';
    const { setValue } = useFormContext();
    useEffect(() => {
        setValue('slug', slugify(title), { shouldDirty: true });
    }, [title, setValue]);
    return null;
};

const BlogFields = ({ creating }: { creating: boolean }) => (
    <>
        {creating && <SlugFromTitle />}
        <FormErrorToast field="publishedAt" title="Date format invalid" />
        <TextInput source="title" label="Title" validate={validateTitle} fullWidth />
        <TextInput
            source="slug"
            label="Slug"
            helperText={creating ? 'Made from the title: the page is /blog/{slug}' : 'Changing it changes the page address'}
            fullWidth
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput source="author" label="Author" helperText="Leave empty for the farm team" fullWidth />
            <PublishingFields />
        </Stack>
        <BlogImageInput />
        <TextInput
            source="content"
            label="Content"
            validate={validateContent}
            multiline
            minRows={8}
            helperText="A blank line starts a paragraph. ## Heading · - list · 1. numbered list · **bold** · *italics* · [words](/coa/LOT or https://…)"
            fullWidth
        />
        <SearchTextInput source="metaTitle" field={blogPostFields.metaTitle} empty="Empty: search results show the title" />
        <SearchTextInput
            source="metaDescription"
            field={blogPostFields.metaDescription}
            empty="Empty: search results show the start of the post"
        />
        <FormCopyCheck fields={blogPostFields} />
    </>
);

/**
 * Published, draft or scheduled. A scheduled post goes live at its publish time (the
 * server publishes it) and is dated that day; the others show their 'Published on' date.
 */
const PublishingFields = () => {
    const status = useWatch({ name: 'status' });
    return (
        <>
            <SelectInput
                source="status"
                label="Status"
                choices={blogStatusChoices}
                helperText="Visitors see only published posts"
                fullWidth
            />
            {status === 'scheduled' ? (
                <DateTimeInput source="publishAt" label="Publish at" validate={validatePublishAt} helperText="Your local time" fullWidth />
            ) : (
                <DateInput source="publishedAt" label="Published on" validate={validatePublishDate} helperText="YYYY-MM-DD" fullWidth />
            )}
        </>
    );
};

/** The create button's label follows the status chosen. */
const CreateButton = () => <SaveButton label={createLabel(useWatch({ name: 'status' }))} alwaysEnable />;

const whenScheduled = (post: BlogPost) => `on ${formatLongDateTime(post.publishAt)}`;

/** 'Add New Blog Post' or 'Edit Blog Post'; onDone closes the form (Cancel, Cancel Edit, a successful update). */
export const BlogEditor = ({ editId, onDone }: { editId?: string; onDone: () => void }) => {
    const toast = useToast();
    const queryClient = useQueryClient();
    const [formKey, setFormKey] = useState(0);
    if (editId === undefined) {
        return (
            <CreateBase<BlogPost>
                resource="blog"
                redirect={false}
                transform={blogPayload}
                mutationOptions={{
                    onSuccess: (post) => {
                        setFormKey((k) => k + 1);
                        queryClient.invalidateQueries({ queryKey: ['blog'] });
                        toast({ title: 'Blog post created', description: savedDescription(post, 'created', whenScheduled(post)) });
                    },
                    onError: (error) => toast({ title: 'Failed to create blog post', description: messageOf(error), variant: 'error' }),
                }}
            >
                <EditorCard id="blog-form-title" title="Add New Blog Post">
                    <Form key={formKey} defaultValues={blogDefaults()} noValidate disableInvalidFormNotification>
                        <BlogFields creating />
                        <Stack direction="row" spacing={1}>
                            <CreateButton />
                            <Button type="button" startIcon={<CloseIcon />} onClick={onDone}>
                                Cancel
                            </Button>
                        </Stack>
                    </Form>
                </EditorCard>
            </CreateBase>
        );
    }
    return (
        <EditBase<BlogPost>
            resource="blog"
            id={editId}
            mutationMode="pessimistic"
            redirect={false}
            transform={blogPayload}
            mutationOptions={{
                onSuccess: (post) => {
                    queryClient.invalidateQueries({ queryKey: ['blog'] });
                    toast({ title: 'Blog post updated', description: savedDescription(post, 'updated', whenScheduled(post)) });
                    onDone();
                },
                onError: (error) => toast({ title: 'Failed to update blog post', description: messageOf(error), variant: 'error' }),
            }}
        >
            <EditorCard id="blog-form-title" title="Edit Blog Post">
                <WhenRecordLoaded>
                    <Form noValidate disableInvalidFormNotification>
                        <BlogFields creating={false} />
                        <UpdateActions label="Update Post" onCancel={onDone}>
                            <PreviewButton kind="blog" />
                        </UpdateActions>
                    </Form>
                </WhenRecordLoaded>
            </EditorCard>
        </EditBase>
    );
};
