/**
 * Writing a comment (new or an edit of one's own), loaded only for members: react-final-form
 * with the shared schema (the function validates with the same one), the requirements §5 field
 * timing of the account forms, a posting state, and errors from the catalogue shown in place.
 */
import { useTranslation } from '../lib/translations'
import * as controls from '../styles/controls.module.css'
import { AccountForm } from '../account/forms/account-form'
import { accountCall } from '../account/api'
import { TextField } from '../account/forms/text-field'
import { useToast } from '../chrome/toast'
import type { Locale } from '../lib/i18n'
import { COMMENT_LIMITS } from '../../cms/src/rules/comments'
import { COMMENTS_PATH } from './client'
import { commentFormSchema } from './schemas'
import type { CommentAnswer, PublicComment } from './types'

type Props = {
  locale: Locale
  post: string
  /** The comment being edited; none for a new comment. */
  editing?: PublicComment
  onSaved: (comment: PublicComment) => void
  onCancel?: () => void
}

export default function CommentForm({ locale, post, editing, onSaved, onCancel }: Props) {
  const { t } = useTranslation()
  const notify = useToast()
  const id = editing ? `comment-edit-${editing.documentId}` : 'comment-new'
  return (
    <AccountForm
      schema={commentFormSchema}
      initialValues={{ text: editing?.text ?? '' }}
      resetAfterSuccess={!editing}
      submitLabel={editing ? t('comments.save') : t('comments.submit')}
      workingLabel={editing ? t('comments.saving') : t('comments.posting')}
      secondaryAction={
        onCancel ? (
          <button type="button" className={controls.buttonSecondary} onClick={onCancel}>
            {t('comments.cancel')}
          </button>
        ) : undefined
      }
      onSubmit={async ({ text }) => {
        const result = editing
          ? await accountCall<CommentAnswer>(`${COMMENTS_PATH}/${editing.documentId}`, {
              method: 'PUT',
              body: { data: { text } },
              locale,
            })
          : await accountCall<CommentAnswer>(COMMENTS_PATH, {
              method: 'POST',
              body: { data: { text, post, locale } },
              locale,
            })
        if (!result.ok) return result
        onSaved(result.data.data)
        notify(
          editing
            ? { title: t('Successfully updated!') }
            : { title: t('comments.posted'), description: t('comments.postedDescription') },
        )
      }}
    >
      <TextField
        name="text"
        id={id}
        label={editing ? t('comments.editLabel') : t('comments.label')}
        multiline
        rows={editing ? 3 : 4}
        maxLength={COMMENT_LIMITS.text.max}
        dir="auto"
        autoFocus={!!editing}
      />
    </AccountForm>
  )
}
