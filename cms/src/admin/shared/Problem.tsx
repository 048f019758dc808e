import { Typography } from '@strapi/design-system'

/** A refusal or failure, said beside the control it is about and announced to screen readers. */
export function Problem({ text }: { text?: string }) {
  return text ? (
    <Typography tag="p" variant="pi" textColor="danger600" role="alert">
      {text}
    </Typography>
  ) : null
}
