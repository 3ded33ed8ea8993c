import definition from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import { AntIcon, type IconProps } from '../ant-icon';

export function CheckCircleFilled(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
