import {
  Button,
  Menu,
  MenuItemCheckbox,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { ColumnTripleRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { tableMessages } from './table-messages';

/**
 * 'Columnas': shows or hides a table's hideable columns (checkbox menu, keyboard accessible).
 * The last shown column cannot be hidden; the choice lives in the table state (the URL).
 */
export function ColumnMenu({
  columns,
  hidden,
  onChange,
}: {
  /** The hideable columns in display order. */
  columns: readonly { key: string; header: string }[];
  hidden: readonly string[];
  onChange(hidden: string[]): void;
}) {
  const intl = useIntl();
  const shown = columns.filter((c) => !hidden.includes(c.key)).map((c) => c.key);
  return (
    <Menu
      checkedValues={{ columns: shown }}
      onCheckedValueChange={(_, { checkedItems }) => {
        if (checkedItems.length === 0) return;
        onChange(columns.filter((c) => !checkedItems.includes(c.key)).map((c) => c.key));
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<ColumnTripleRegular />} data-testid="column-menu">
          {intl.formatMessage(tableMessages.columns)}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {columns.map((c) => (
            <MenuItemCheckbox
              key={c.key}
              name="columns"
              value={c.key}
              disabled={shown.length === 1 && shown[0] === c.key}
            >
              {c.header}
            </MenuItemCheckbox>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
