import { Box, Group, Paper, Stack, Table, Text, type TableProps, type TableTdProps } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { usePhone } from '../app/usePhone.ts';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Props of the column's cells in the table (a width, `nowrap`). */
  td?: TableTdProps;
  /**
   * Where the column goes on a phone's card: 'title' along the card's top line (in the columns' order),
   * 'field' below it with its header as the label (the default), 'actions' at the card's foot (buttons
   * under a blank header), 'hidden' nowhere.
   */
  card?: 'title' | 'field' | 'actions' | 'hidden';
}

interface DataTableProps<Row> {
  rows: Row[];
  rowKey: (row: Row) => string | number;
  columns: Column<Row>[];
  caption?: string;
  /** Below this width the table scrolls sideways in its box, on a tablet. */
  minWidth: number;
  tableProps?: TableProps;
}

/** A phone's version of a row: its title columns on top, then each field's header and value. */
function RowCard<Row>({ row, columns }: { row: Row; columns: Column<Row>[] }) {
  const title = columns.filter((c) => c.card === 'title');
  const fields = columns.filter((c) => (c.card ?? 'field') === 'field');
  const actions = columns.filter((c) => c.card === 'actions');
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      {title.length > 0 && (
        <Group gap="xs" align="baseline" wrap="nowrap" mb="xs" fw={600} fz="sm" style={{ wordBreak: 'break-word' }}>
          {title.map((c, i) => (
            // The last title column (a name) wraps; those before it (an ID) keep whole.
            <Box key={i} miw={0} style={{ flexShrink: i === title.length - 1 ? 1 : 0 }}>
              {c.cell(row)}
            </Box>
          ))}
        </Group>
      )}
      <Stack component="dl" gap={6} m={0}>
        {fields.map((c, i) => (
          <Group key={i} gap="sm" wrap="nowrap" align="flex-start">
            <Text component="dt" size="xs" c="dimmed" w={88} pt={2} style={{ flexShrink: 0 }}>
              {c.header}
            </Text>
            <Box component="dd" m={0} miw={0} fz="sm" style={{ wordBreak: 'break-word' }}>
              {c.cell(row)}
            </Box>
          </Group>
        ))}
      </Stack>
      {actions.length > 0 && (
        <Group gap="xs" justify="flex-end" mt="xs">
          {actions.map((c, i) => (
            <Box key={i}>{c.cell(row)}</Box>
          ))}
        </Group>
      )}
    </Paper>
  );
}

/**
 * A table on a wide screen; on a phone, where its columns would scroll out of sight, the same rows as a
 * list of cards that show every column without scrolling sideways. The caption names the list.
 */
export function DataTable<Row>({ rows, rowKey, columns, caption, minWidth, tableProps }: DataTableProps<Row>) {
  const phone = usePhone();
  const captionId = useId();
  if (phone) {
    return (
      <Stack gap="xs">
        <Stack
          component="ul"
          gap="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          {...(caption ? { 'aria-labelledby': captionId } : {})}
        >
          {rows.map((row) => (
            <RowCard key={rowKey(row)} row={row} columns={columns} />
          ))}
        </Stack>
        {caption && (
          <Text id={captionId} size="sm" c="dimmed" ta="center">
            {caption}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table {...tableProps}>
        {caption && <Table.Caption>{caption}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            {columns.map((c, i) => (
              <Table.Th key={i}>{c.header || undefined}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((c, i) => (
                <Table.Td key={i} {...c.td}>
                  {c.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
