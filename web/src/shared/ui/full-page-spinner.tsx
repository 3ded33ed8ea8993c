import { Flex, Spin } from 'antd';

/** Shown while translations or the session load; it has no text because translations may not be there yet. */
export function FullPageSpinner() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }}>
      <Spin size="large" />
    </Flex>
  );
}
