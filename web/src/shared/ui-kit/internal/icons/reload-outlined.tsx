import definition from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function ReloadOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
