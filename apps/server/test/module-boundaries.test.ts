import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module of the lint setup (scripts/eslint), no types
import moduleBoundaries from '../../../scripts/eslint/module-boundaries.mjs';

const root = '/repo/apps/server/src/modules';
const lint = (file: string, code: string) =>
  new Linter({ configType: 'flat', cwd: '/repo' }).verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
        plugins: { server: moduleBoundaries },
        rules: {
          'server/module-boundaries': [
            'error',
            { modulesRoot: root, allow: { '*': ['settings'], orders: ['payment'] } },
          ],
        },
      },
    ],
    file,
  );

describe('the server module boundary lint rule', () => {
  const transfer = `${root}/bus/bus-booking.service.ts`;

  it("refuses an import of another module's repository", () => {
    for (const code of [
      "import { lockOrderById } from '../orders/order.repository';",
      "import { holdSeats } from '../flight/flight-inventory.repository.ts';",
      "export { holdSeats } from '../flight/flight-inventory.repository';",
      "const m = import('../train/train-seats.repository');",
    ]) {
      const [problem] = lint(transfer, code);
      expect(problem?.message, code).toMatch(/^Module bus must not import (orders|flight|train)'s/);
    }
  });

  it('lets a module use its own repositories, other services, row types and allowed cores', () => {
    for (const code of [
      "import { holdBusSeats } from './bus-inventory.repository';",
      "import { insertOrder } from '../orders/order.service';",
      "import type { PaymentRow } from '../payment/payment.repository';",
      "import { type PaymentRow } from '../payment/payment.repository';",
      "import { ruleOn } from '../settings/rule-settings.repository';",
    ]) {
      expect(lint(transfer, code), code).toEqual([]);
    }
    const orderCore = `${root}/orders/order.service.ts`;
    expect(lint(orderCore, "import { paymentsOf } from '../payment/payment.repository';")).toEqual(
      [],
    );
  });
});
