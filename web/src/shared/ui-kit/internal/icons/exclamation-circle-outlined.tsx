import definition from '@ant-design/icons-svg/es/asn/ExclamationCircleOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function ExclamationCircleOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
