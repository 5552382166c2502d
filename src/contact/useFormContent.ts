import { graphql, useStaticQuery } from 'gatsby';

/** The contact form's words from content/form.json. */
export function useFormContent() {
  const data = useStaticQuery<Queries.FormContentQuery>(graphql`
    query FormContent {
      formJson {
        subject
        inputs {
          name {
            label
            placeholder
            required
          }
          email {
            label
            required
            invalid
          }
          message {
            label
            placeholder
            required
          }
          honeypot
        }
        submit
        sending
        failureAlert
        confirmation
        privacy {
          before
          link
          to
        }
        sent {
          to
        }
        notices {
          label
          dismiss
          success {
            title
            text
          }
          failure {
            title
            text
          }
        }
      }
    }
  `);
  if (!data.formJson) throw new Error('content/form.json must exist');
  return data.formJson;
}

export type FormContent = ReturnType<typeof useFormContent>;
