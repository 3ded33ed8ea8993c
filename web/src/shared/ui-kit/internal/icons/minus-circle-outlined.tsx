import definition from '@ant-design/icons-svg/es/asn/MinusCircleOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function MinusCircleOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
