import definition from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import { AntIcon, type IconProps } from '../ant-icon';

export function ExclamationCircleFilled(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
