import definition from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function CloseOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
