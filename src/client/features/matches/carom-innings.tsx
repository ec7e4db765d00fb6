// One game's (or set's) innings in the protocol sheet: both players' runs with running totals,
// editable run by run, with an inning inserted or removed, while the sheet is being corrected.
import { Button, HStack, Input, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import type { Ref } from 'react';
import type { CaromGame } from '../../../shared/carom';
import { Table } from '../../components/styled-parts/table';
import { inningRows } from './carom-view';

export interface InningEdits {
  setRun: (inning: number, column: 0 | 1, value: string) => void;
  insertInning: (inning: number) => void;
  removeInning: (inning: number) => void;
}

export function InningsTable({
  game,
  names,
  edits,
  scroller,
}: {
  game: CaromGame;
  names: [string, string];
  /** Present while this game is being corrected. */
  edits?: InningEdits;
  scroller?: Ref<HTMLDivElement>;
}) {
  const rows = inningRows(game);
  if (rows.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        Chưa có lượt cơ nào.
      </Text>
    );
  }
  return (
    <Table.ScrollArea
      ref={scroller}
      borderWidth="1px"
      borderRadius="l2"
      maxH="96"
      _print={{ overflow: 'visible', maxH: 'none' }}
    >
      <Table.Root size="sm" stickyHeader showColumnBorder>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="12" rowSpan={2} verticalAlign="bottom">
              Lượt
            </Table.ColumnHeader>
            {names.map((name, i) => (
              <Table.ColumnHeader key={name} colSpan={2} textAlign="center">
                <Text lineClamp={1}>{name}</Text>
                {game.breaker === i + 1 ? (
                  <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                    đánh trước
                  </Text>
                ) : null}
              </Table.ColumnHeader>
            ))}
            {edits ? <Table.ColumnHeader w="20" rowSpan={2} /> : null}
          </Table.Row>
          <Table.Row>
            {names.flatMap((name) => [
              <Table.ColumnHeader key={`${name}-run`} textAlign="end" fontWeight="normal">
                <abbr title="Số điểm ghi được trong lượt cơ">Loạt</abbr>
              </Table.ColumnHeader>,
              <Table.ColumnHeader key={`${name}-total`} textAlign="end" fontWeight="normal">
                <abbr title="Tổng điểm sau lượt cơ">Tổng</abbr>
              </Table.ColumnHeader>,
            ])}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.inning} data-testid="protocol-row">
              <Table.Cell fontVariantNumeric="tabular-nums">{row.inning}</Table.Cell>
              {([0, 1] as const).map((column) => (
                <RunCells
                  key={column}
                  run={row.runs[column]}
                  total={row.totals[column]}
                  label={`Lượt ${row.inning}, ${names[column]}`}
                  onChange={edits ? (value) => edits.setRun(row.inning, column, value) : undefined}
                />
              ))}
              {edits ? (
                <Table.Cell>
                  <HStack gap="0">
                    <Button
                      size="xs"
                      variant="ghost"
                      aria-label={`Chèn một lượt trước lượt ${row.inning}`}
                      onClick={() => edits.insertInning(row.inning)}
                    >
                      <Plus aria-hidden />
                    </Button>
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={`Xóa lượt ${row.inning}`}
                      onClick={() => edits.removeInning(row.inning)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </HStack>
                </Table.Cell>
              ) : null}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function RunCells({
  run,
  total,
  label,
  onChange,
}: {
  run: number | null;
  total: number;
  label: string;
  /** Present while the run may be corrected. */
  onChange?: (value: string) => void;
}) {
  return (
    <>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
        {onChange && run !== null ? (
          <Input
            size="xs"
            w="14"
            type="number"
            inputMode="numeric"
            min={0}
            value={run}
            aria-label={label}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          (run ?? '')
        )}
      </Table.Cell>
      <Table.Cell textAlign="end" color="fg.muted" fontVariantNumeric="tabular-nums">
        {run === null ? '' : total}
      </Table.Cell>
    </>
  );
}
