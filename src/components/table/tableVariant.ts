/** The look of every data table: Chakra's table recipe, small, rows highlighted under the pointer. */
export const TABLE_VARIANT = { size: 'sm', interactive: true } as const;
