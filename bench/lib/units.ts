/** How the bench writes its figures. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
export const ms = (value: number) => `${value.toFixed(1)} ms`
