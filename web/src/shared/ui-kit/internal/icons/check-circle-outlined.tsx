import definition from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function CheckCircleOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
