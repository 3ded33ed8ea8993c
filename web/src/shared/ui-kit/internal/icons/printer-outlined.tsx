import definition from '@ant-design/icons-svg/es/asn/PrinterOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function PrinterOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
