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
            tooLong
          }
          topic {
            label
            none
          }
          message {
            label
            placeholder
            required
          }
          honeypot
        }
        offers {
          id
          name
        }
        submit
        sending
        emailInstead
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
          alert
          noAnswer
          tooMany
          tooManyWait
          offline
          dropped
        }
      }
    }
  `);
  if (!data.formJson) throw new Error('content/form.json must exist');
  return data.formJson;
}

export type FormContent = ReturnType<typeof useFormContent>;
